import { act, renderHook } from '@testing-library/react';
import { SUBTITLES_DELAY_MS } from '@sift/contracts';
import { useMediaState } from './use-media-state';

/** The caption default comes after 5 s of playback (001 §9), not 5 s of wall-clock time (issue 22). */
describe('useMediaState: the caption default timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function mount() {
    const element = Object.assign(new EventTarget(), { currentTime: 0 });
    const due = jest.fn();
    const video = { current: element as unknown as HTMLVideoElement };
    renderHook(() => useMediaState(video, due));
    const fire = (type: string) => act(() => void element.dispatchEvent(new Event(type)));
    return { due, fire };
  }

  it('counts only the time the video plays: pauses and stalls do not bring captions on', () => {
    expect(SUBTITLES_DELAY_MS).toBe(5_000);
    const { due, fire } = mount();
    fire('playing');
    act(() => jest.advanceTimersByTime(3_000));
    fire('pause');
    act(() => jest.advanceTimersByTime(10_000));
    expect(due).not.toHaveBeenCalled();
    fire('playing');
    act(() => jest.advanceTimersByTime(1_000));
    fire('waiting');
    act(() => jest.advanceTimersByTime(10_000));
    expect(due).not.toHaveBeenCalled();
    fire('playing');
    act(() => jest.advanceTimersByTime(999));
    expect(due).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(due).toHaveBeenCalledTimes(1);
    fire('pause');
    fire('playing');
    act(() => jest.advanceTimersByTime(60_000));
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('does nothing before the video plays', () => {
    const { due } = mount();
    act(() => jest.advanceTimersByTime(60_000));
    expect(due).not.toHaveBeenCalled();
  });
});
