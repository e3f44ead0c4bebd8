/** The video element's state for the controls: its time and whether it is paused; and the caption default timer. */
import { useEffect, useState, type RefObject } from 'react';
import { SUBTITLES_DELAY_MS } from '@sift/contracts';

/**
 * `onSubtitlesDue` runs once, after 5 s of playback (001 §9: the profile's caption default is applied then, unless
 * the viewer chose already).
 */
export function useMediaState(video: RefObject<HTMLVideoElement | null>, onSubtitlesDue: () => void) {
  const [time, setTime] = useState(0);
  const [paused, setPaused] = useState(true);
  useEffect(() => {
    const element = video.current!;
    const onTime = () => setTime(element.currentTime);
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    let subtitles: ReturnType<typeof setTimeout> | undefined;
    const onPlaying = () => {
      if (subtitles === undefined) subtitles = setTimeout(onSubtitlesDue, SUBTITLES_DELAY_MS);
    };
    const events: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['playing', onPlaying],
    ];
    for (const [type, listener] of events) element.addEventListener(type, listener);
    return () => {
      clearTimeout(subtitles);
      for (const [type, listener] of events) element.removeEventListener(type, listener);
    };
  }, [video, onSubtitlesDue]);
  return { time, paused };
}
