import { useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SKIP_SECONDS } from '@sift/contracts';
import { filterMarks, toFilteredTime, type Timeline } from '@sift/filter-engine';
import { formatTime } from '@sift/filter-ui';

export interface FilteredProgressBarProps {
  timeline: Timeline;
  /** Now, in seconds of the original media. */
  time: number;
  /** A seek to filtered time f (the player maps it through the timeline: docs/decisions/0047). */
  onSeekFiltered: (filtered: number) => void;
  /**
   * ±10 s from where the viewer is headed (the player's live position and queued seek, not `time`, which the
   * element updates only a few times a second: two quick presses add up).
   */
  onSkip: (seconds: number) => void;
}

/**
 * The progress bar on the filtered timeline (001 §4): the length the viewer will watch, with the filter marks
 * (a cut is a point where it sits, a mute spans its time; each at least 0.075% wide). A slider: arrows skip 10 s,
 * Home and End go to the ends, a click or a drag goes there.
 */
export function FilteredProgressBar({ timeline, time, onSeekFiltered, onSkip }: FilteredProgressBarProps) {
  const total = timeline.filteredDuration;
  const now = toFilteredTime(timeline, time);
  const marks = useMemo(() => filterMarks(timeline), [timeline]);
  const track = useRef<HTMLDivElement>(null);

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    onSeekFiltered(fraction * total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = {
      ArrowLeft: () => onSkip(-SKIP_SECONDS),
      ArrowRight: () => onSkip(SKIP_SECONDS),
      Home: () => onSeekFiltered(0),
      End: () => onSeekFiltered(total),
    }[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };
  const percent = total > 0 ? (now / total) * 100 : 0;
  return (
    <div className="theater-progress">
      <div
        ref={track}
        className="theater-progress__track"
        role="slider"
        tabIndex={0}
        aria-label="Position"
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={Math.round(now)}
        aria-valuetext={`${formatTime(now)} of ${formatTime(total)}`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekToPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) seekToPointer(event);
        }}
        onKeyDown={onKeyDown}
      >
        <div className="theater-progress__fill" style={{ width: `${percent}%` }} />
        {marks.map((mark, i) => (
          <span key={i} className={`theater-progress__mark theater-progress__mark--${mark.kind}`} style={{ left: `${mark.left}%`, width: `${mark.width}%` }} />
        ))}
      </div>
      <span className="theater-progress__time">
        {formatTime(now)} / {formatTime(total)}
      </span>
    </div>
  );
}
