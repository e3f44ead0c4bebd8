import { ProgressReporter, reportIntervalS, type ProgressReport } from './progress-reporter';

class FakeVideo extends EventTarget {
  currentTime = 0;
  paused = true;
  seeking = false;
  playbackRate = 1;
}

function setup(checkInterval = 60) {
  jest.useFakeTimers();
  const video = new FakeVideo();
  const sent: ProgressReport[] = [];
  const send = jest.fn(async (report: ProgressReport) => void sent.push(report));
  const reporter = new ProgressReporter({ video: video as unknown as HTMLVideoElement, checkInterval, send, now: () => Date.now() });
  reporter.start();
  /** Plays for `seconds` with the media moving as the clock does (or `mediaPerSecond`). */
  const play = (seconds: number, mediaPerSecond = 1) => {
    for (let i = 0; i < seconds; i++) {
      video.currentTime += mediaPerSecond;
      jest.advanceTimersByTime(1000);
    }
  };
  return { video, sent, send, reporter, play };
}

afterEach(() => jest.useRealTimers());

describe('ProgressReporter', () => {
  it('uses check_interval, and 60 s when it is under 10', () => {
    expect(reportIntervalS(30)).toBe(30);
    expect(reportIntervalS(9)).toBe(60);
  });

  it('reports every interval while playing, with the time really watched', async () => {
    const { video, sent, play } = setup(20);
    video.paused = false;
    video.dispatchEvent(new Event('play'));
    play(20);
    await Promise.resolve();
    expect(sent.map((r) => r.event)).toEqual(['play', 'progress']);
    expect(sent[1].location).toBe(20);
    // The first second after play has no earlier sample to compare with.
    expect(sent[0].time + sent[1].time).toBeCloseTo(19, 5);
  });

  it('does not count stretches where the media and the clock disagree by more than 100 ms', async () => {
    const { video, sent, play, reporter } = setup();
    video.paused = false;
    play(1);
    play(3, 1.05);
    play(2, 1.5);
    await reporter.report('progress');
    expect(sent[0].time).toBeCloseTo(3 * 1.05, 5);
  });

  it('debounces play, pause and seek into one report 300 ms after the last', async () => {
    const { video, sent } = setup();
    video.dispatchEvent(new Event('play'));
    jest.advanceTimersByTime(100);
    video.dispatchEvent(new Event('pause'));
    jest.advanceTimersByTime(299);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(sent.map((r) => r.event)).toEqual(['pause']);
  });

  it("sends 'stop' at once when stopped, and 'unload' with keepalive", async () => {
    const { video, send, reporter } = setup();
    video.currentTime = 42;
    await reporter.stop('unload');
    expect(send).toHaveBeenCalledWith({ event: 'unload', time: 0, location: 42 }, { keepalive: true });
  });

  it('keeps the watched time of a report that failed for the next one', async () => {
    const { video, send, play, reporter } = setup();
    video.paused = false;
    play(1);
    play(4);
    send.mockRejectedValueOnce(new Error('offline'));
    await reporter.report('progress');
    await reporter.report('progress');
    expect(send.mock.calls[1][0].time).toBeCloseTo(4, 5);
  });
});
