/** The video element's state for the controls: its time and whether it is paused; and the caption default timer. */
import { useEffect, useState, type RefObject } from 'react';
import { SUBTITLES_DELAY_MS } from '@sift/contracts';
import { PlayedTimer } from './played-timer';

/**
 * `onSubtitlesDue` runs once, after 5 s of playback (001 §9: the profile's caption default is applied then, unless
 * the viewer chose already): time the video plays, not wall-clock time (played-timer.ts).
 */
export function useMediaState(video: RefObject<HTMLVideoElement | null>, onSubtitlesDue: () => void) {
  const [time, setTime] = useState(0);
  const [paused, setPaused] = useState(true);
  useEffect(() => {
    const element = video.current!;
    const onTime = () => setTime(element.currentTime);
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    // Counts playback only: a pause, a stall or a slow start does not bring the caption default on.
    const subtitles = new PlayedTimer(SUBTITLES_DELAY_MS, onSubtitlesDue);
    const onPlaying = () => subtitles.playing();
    const onStopped = () => subtitles.stopped();
    const events: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['playing', onPlaying],
      ['pause', onStopped],
      ['waiting', onStopped],
      ['ended', onStopped],
      ['emptied', onStopped],
    ];
    for (const [type, listener] of events) element.addEventListener(type, listener);
    return () => {
      subtitles.dispose();
      for (const [type, listener] of events) element.removeEventListener(type, listener);
    };
  }, [video, onSubtitlesDue]);
  return { time, paused };
}
