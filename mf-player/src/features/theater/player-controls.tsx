import type { ReactNode } from 'react';
import { SKIP_SECONDS, VOLUME_STEP } from '@sift/contracts';
import type { Timeline } from '@sift/filter-engine';
import { Button } from '@sift/ui';
import { FilteredProgressBar } from './filtered-progress-bar';

export interface PlayerControlsProps {
  paused: boolean;
  onTogglePlay: () => void;
  onSkip: (seconds: number) => void;
  timeline: Timeline | null;
  /** Now, in seconds of the original media. */
  time: number;
  onSeekFiltered: (filtered: number) => void;
  muted: boolean;
  onToggleMute: () => void;
  volume: number;
  onVolume: (volume: number) => void;
  /** null: the stream has no captions. */
  captionsOn: boolean | null;
  onToggleCaptions: () => void;
  /** The 'Filters' dialog with its trigger, when the title has filters. */
  filters: ReactNode;
  onFullscreen: () => void;
}

/** The theater's control bar (001 §4): play, skips, the filtered progress bar, sound, captions, filters, full screen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { paused, muted, volume, captionsOn } = props;
  return (
    <div className="theater__controls" aria-label="Player controls" role="group">
      <Button variant="ghost" onClick={props.onTogglePlay} aria-label={paused ? 'Play' : 'Pause'} className="theater__play">
        <span aria-hidden="true" className={paused ? 'theater-icon theater-icon--play' : 'theater-icon theater-icon--pause'} />
      </Button>
      <Button variant="ghost" size="sm" onClick={() => props.onSkip(-SKIP_SECONDS)} aria-label={`Back ${SKIP_SECONDS} seconds`}>
        −{SKIP_SECONDS}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => props.onSkip(SKIP_SECONDS)} aria-label={`Forward ${SKIP_SECONDS} seconds`}>
        +{SKIP_SECONDS}
      </Button>
      {props.timeline && <FilteredProgressBar timeline={props.timeline} time={props.time} onSeekFiltered={props.onSeekFiltered} onSkip={props.onSkip} />}
      <Button variant="ghost" size="sm" onClick={props.onToggleMute} aria-pressed={muted} aria-label="Mute">
        <span aria-hidden="true" className={muted ? 'theater-icon theater-icon--muted' : 'theater-icon theater-icon--sound'} />
      </Button>
      <input
        className="theater__volume"
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={muted ? 0 : volume}
        aria-label="Volume"
        onChange={(event) => props.onVolume(Number(event.target.value))}
      />
      {captionsOn !== null && (
        <Button variant="ghost" size="sm" onClick={props.onToggleCaptions} aria-pressed={captionsOn} aria-label="CC (captions)">
          CC
        </Button>
      )}
      {props.filters}
      <Button variant="ghost" size="sm" onClick={props.onFullscreen} aria-label="Full screen">
        <span aria-hidden="true" className="theater-icon theater-icon--fullscreen" />
      </Button>
    </div>
  );
}
