import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { INACTIVITY_CHECK_MS, NEXT_EPISODE, SKIP_SECONDS, VOLUME_STEP, type Episode, type Offering, type Profile, type Stream, type StreamFeedbackResponse } from '@sift/contracts';
import { seekTarget, shouldQueueNextEpisode, toFilteredTime, toOriginalTime } from '@sift/filter-engine';
import { TitleFiltersDialog } from '@sift/filter-ui';
import { href } from '@sift/app-kit';
import { Button, Spinner } from '@sift/ui';
import { api } from '../../api';
import { FeedbackForm } from './feedback-form';
import { inactiveTooLong } from './inactivity';
import { PlayerControls } from './player-controls';
import { readPlayerDefaults, writePlayerDefaults } from './player-defaults';
import { TheaterPanel, type ServiceInfo } from './theater-panel';
import { useMediaState } from './use-media-state';
import { usePlayerKeys } from './use-player-keys';
import { usePlayerSession } from './use-player-session';

export interface PlayerProps {
  work: { id: number; title: string; type: string };
  offering: Offering;
  service: ServiceInfo | null;
  profile: Profile;
  requiredFilters: Record<string, boolean> | null;
  token: string;
  /** Leaves the theater (after the stop report and the feedback form). */
  onLeave: () => void;
}

/**
 * The player (001 §4): plays the stream with dash.js and the viewer's filters (use-player-session.ts), the controls
 * and keys, captions, progress and credits, the filters dialog (saving re-requests the stream, keeping the
 * position), the post-play feedback, and the too-many-streams and ad-blocker panels. The viewer's seeks go through
 * the filtered timeline and the seek queue (docs/decisions/0047, 0075).
 */
export function Player({ work, offering, service, profile, requiredFilters, token, onLeave }: PlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const lastActivity = useRef(Date.now());
  const captionsChosen = useRef(false);
  const closing = useRef(false);
  const defaults = useMemo(() => readPlayerDefaults(profile.id), [profile.id]);

  const { session, stream, filters, timeline, problem, saveFilters } = usePlayerSession({ offering, profile, requiredFilters, token, video, caption });
  const [captionsOn, setCaptionsOn] = useState(false);
  const [volume, setVolume] = useState(defaults.volume);
  const [muted, setMuted] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [nextEpisode, setNextEpisode] = useState<Episode | null>(null);
  const [feedback, setFeedback] = useState<Stream | null>(null);
  const subtitlesDue = useCallback(() => {
    if (!captionsChosen.current) setCaptionsOn(defaults.captions);
  }, [defaults.captions]);
  const { time, paused } = useMediaState(video, subtitlesDue);

  // ---- the next episode, for 'Next Episode' at the credits ----
  useEffect(() => {
    if (work.type !== 'episode') return;
    let cancelled = false;
    api()
      .playback.nextEpisode({ episode_id: work.id })
      .then((next) => !cancelled && setNextEpisode(next))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [work.id, work.type]);

  useEffect(() => session.current?.setCaptionsOn(captionsOn), [session, captionsOn, stream]);
  useEffect(() => session.current?.setVolume(volume, muted), [session, volume, muted, stream]);

  // ---- closing: the stop report, then the feedback form when the stream asks for it ----
  const close = useCallback(async () => {
    if (closing.current) return;
    closing.current = true;
    await session.current?.close('stop');
    if (stream?.prompt_feedback) setFeedback(stream);
    else onLeave();
  }, [session, stream, onLeave]);

  const answerFeedback = async (response: StreamFeedbackResponse) => {
    if (feedback) await api().playback.sendFeedback(feedback.id, response).catch(() => undefined);
    onLeave();
  };

  // ---- inactivity: hidden and idle for 15 min closes the theater (checked every minute) ----
  useEffect(() => {
    const touch = () => {
      lastActivity.current = Date.now();
    };
    const timer = setInterval(() => {
      if (inactiveTooLong(document.hidden, lastActivity.current, Date.now())) void close();
    }, INACTIVITY_CHECK_MS);
    document.addEventListener('visibilitychange', touch);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', touch);
    };
  }, [close]);

  // ---- controls ----
  const togglePlay = () => {
    const element = video.current!;
    if (element.paused) {
      void session.current?.unlockAudio();
      void element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };
  /** A seek to filtered time f: through the timeline, into the queue (a seek running now finishes first). */
  const seekFiltered = (filtered: number) => {
    const playback = session.current?.filtered;
    if (!timeline || !playback) return;
    const original = toOriginalTime(timeline, filtered);
    playback.seek(seekTarget(timeline, original, original < playback.position ? 'backward' : 'forward'));
  };
  /** ±10 s of what the viewer watches, from where the viewer is headed (two quick skips add up). */
  const skip = (seconds: number) => {
    const playback = session.current?.filtered;
    if (!timeline || !playback) return;
    const now = toFilteredTime(timeline, playback.position);
    seekFiltered(Math.min(timeline.filteredDuration, Math.max(0, now + seconds)));
  };
  const changeVolume = (next: number) => {
    const value = Math.round(Math.min(1, Math.max(0, next)) * 100) / 100;
    setVolume(value);
    setMuted(false);
    writePlayerDefaults(profile.id, { captions: captionsOn, volume: value });
  };
  const toggleCaptions = () => {
    captionsChosen.current = true;
    const next = !captionsOn;
    setCaptionsOn(next);
    writePlayerDefaults(profile.id, { captions: next, volume });
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void container.current?.requestFullscreen?.().catch(() => undefined);
  };

  usePlayerKeys(
    () =>
      filtersOpen || feedback
        ? null
        : {
            ' ': togglePlay,
            ArrowLeft: () => skip(-SKIP_SECONDS),
            ArrowRight: () => skip(SKIP_SECONDS),
            ArrowUp: () => changeVolume(volume + VOLUME_STEP),
            ArrowDown: () => changeVolume(volume - VOLUME_STEP),
            m: () => setMuted((m) => !m),
            c: toggleCaptions,
            f: toggleFullscreen,
          },
    () => {
      lastActivity.current = Date.now();
    },
  );

  // The title waits while the viewer chooses filters, and goes on afterwards if it was playing.
  const resumeAfterFilters = useRef(false);
  const openFilters = (open: boolean) => {
    const element = video.current!;
    if (open) {
      resumeAfterFilters.current = !element.paused;
      element.pause();
    } else if (resumeAfterFilters.current) {
      void element.play().catch(() => undefined);
    }
    setFiltersOpen(open);
  };

  const credits = filters.lineup && stream && nextEpisode && shouldQueueNextEpisode(filters.lineup, time, true, stream.runtime);

  if (feedback) {
    return (
      <div className="theater__stage">
        <FeedbackForm prompt={feedback.feedback_questions.prompt_text} onAnswer={(response) => void answerFeedback(response)} />
      </div>
    );
  }

  return (
    <div
      className="theater__player"
      ref={container}
      onPointerMove={() => {
        lastActivity.current = Date.now();
      }}
      data-stream={stream?.id}
    >
      <video ref={video} className="theater__video" playsInline crossOrigin="anonymous" onClick={togglePlay} aria-label={work.title} />
      <div ref={caption} className="theater__caption" hidden aria-live="off" data-testid="captions" />
      {!stream && !problem && (
        <div className="theater__loading">
          <Spinner label="Loading" />
        </div>
      )}
      {problem && (
        <div className="theater__stage">
          <TheaterPanel problem={problem} service={service} onClose={() => void close()} />
        </div>
      )}
      {credits && (
        <div className="theater__next">
          <Button asChild size="lg">
            <Link to={href('theater', { slug: nextEpisode!.slug })}>{NEXT_EPISODE}</Link>
          </Button>
        </div>
      )}
      <PlayerControls
        paused={paused}
        onTogglePlay={togglePlay}
        onSkip={skip}
        timeline={timeline}
        time={time}
        onSeekFiltered={seekFiltered}
        muted={muted}
        onToggleMute={() => setMuted((m) => !m)}
        volume={volume}
        onVolume={changeVolume}
        captionsOn={stream && stream.captions.length > 0 ? captionsOn : null}
        onToggleCaptions={toggleCaptions}
        filters={
          filters.tagSet &&
          filters.lineup && (
            <TitleFiltersDialog
              work={work}
              tagSet={filters.tagSet}
              lineup={filters.lineup}
              globalFilters={profile.global_filters}
              requiredFilters={requiredFilters}
              open={filtersOpen}
              onOpenChange={openFilters}
              onSave={saveFilters}
              trigger={
                <Button variant="secondary" size="sm">
                  Filters
                </Button>
              }
            />
          )
        }
        onFullscreen={toggleFullscreen}
      />
      <Button variant="ghost" className="theater__close" onClick={() => void close()} aria-label="Close">
        <span aria-hidden="true" className="theater-icon theater-icon--close" />
      </Button>
    </div>
  );
}
