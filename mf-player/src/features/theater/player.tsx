import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError, playbackSocketUrl } from '@sift/api-client';
import {
  adBlockerMessage,
  playbackError,
  INACTIVITY_CHECK_MS,
  NEXT_EPISODE,
  SKIP_SECONDS,
  STREAM_LOAD_FAILED,
  SUBTITLES_DELAY_MS,
  UNEXPECTED_ERROR,
  VOLUME_STEP,
  type Episode,
  type Lineup,
  type Offering,
  type Profile,
  type Stream,
  type StreamFeedbackResponse,
  type TagSet,
} from '@sift/contracts';
import { buildEditPlan, createChoices, enabledTags, seekTarget, shouldQueueNextEpisode, toFilteredTime, toOriginalTime, type EditPlan, type Timeline } from '@sift/filter-engine';
import { TitleFiltersDialog } from '@sift/filter-ui';
import { apiSettings, href } from '@sift/app-kit';
import { Button, Spinner } from '@sift/ui';
import { api } from '../../api';
import { adsBlocked } from './ad-blocker';
import { clientInfo } from './client-info';
import { PlaybackEventSocket } from './event-socket';
import { FeedbackForm } from './feedback-form';
import { FilteredProgressBar } from './filtered-progress-bar';
import { inactiveTooLong } from './inactivity';
import { readPlayerDefaults, writePlayerDefaults } from './player-defaults';
import { PlayerSession } from './player-session';
import { TheaterPanel, type ServiceInfo, type TheaterProblem } from './theater-panel';

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

interface Filters {
  tagSet: TagSet | null;
  lineup: Lineup | null;
}

/** The edit plan of the viewer's choices for the stream's tag set (docs/decisions/0006 precedence). */
function planOf(filters: Filters, profile: Profile, required: Record<string, boolean> | null, runtime: number): EditPlan {
  if (!filters.tagSet) return buildEditPlan([], { duration: runtime });
  const choices = createChoices({ tags: filters.tagSet.tags, globalFilters: profile.global_filters, requiredFilters: required, refmap: filters.lineup?.refmap });
  return buildEditPlan(enabledTags(choices), { duration: runtime });
}

async function loadFilters(stream: Stream): Promise<Filters> {
  if (stream.tag_set_id === null) return { tagSet: null, lineup: null };
  const [tagSet, lineup] = await Promise.all([api().catalogue.tagSet(stream.tag_set_id), api().playback.lineup(stream.tag_set_id)]);
  return { tagSet, lineup };
}

/** A refused stream (403 with the verification's error) shows that error's panel; anything else, a plain message. */
function problemOf(error: unknown): TheaterProblem {
  const refusal = isApiError(error) ? playbackError.safeParse((error.body as { error?: unknown } | undefined)?.error) : null;
  if (isApiError(error) && refusal?.success) return { kind: 'refused', status: error.status, error: refusal.data };
  return { kind: 'message', title: UNEXPECTED_ERROR, message: STREAM_LOAD_FAILED };
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The player (001 §4): plays the stream with dash.js and the viewer's filters, the controls and keys, captions,
 * progress and credits, the filters dialog (saving re-requests the stream, keeping the position), the post-play
 * feedback, and the too-many-streams and ad-blocker panels.
 */
export function Player({ work, offering, service, profile, requiredFilters, token, onLeave }: PlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const session = useRef<PlayerSession | null>(null);
  const lastActivity = useRef(Date.now());
  const captionsChosen = useRef(false);
  const closing = useRef(false);
  const defaults = useMemo(() => readPlayerDefaults(profile.id), [profile.id]);
  // The viewer's filters as the theater opened: a session reload elsewhere must not restart the stream.
  const viewer = useRef({ profile, requiredFilters });

  const [stream, setStream] = useState<Stream | null>(null);
  const [filters, setFilters] = useState<Filters>({ tagSet: null, lineup: null });
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [time, setTime] = useState(0);
  const [paused, setPaused] = useState(true);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [volume, setVolume] = useState(defaults.volume);
  const [muted, setMuted] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [problem, setProblem] = useState<TheaterProblem | null>(null);
  const [nextEpisode, setNextEpisode] = useState<Episode | null>(null);
  const [feedback, setFeedback] = useState<Stream | null>(null);

  // ---- the session: stream, filters, dash.js ----
  useEffect(() => {
    const element = video.current!;
    let cancelled = false;
    const events = new PlaybackEventSocket({
      url: playbackSocketUrl(apiSettings().prefixUrl, 'events'),
      authorization: () => `Token ${token}`,
      onAnswer: (answer) => {
        if (answer.status !== 409) return;
        element.pause();
        setProblem({ kind: 'too-many-streams' });
      },
    });
    const client = clientInfo();
    const current = new PlayerSession({
      video: element,
      events,
      report: (s, report, options) =>
        api().playback.reportWatched({ stream_id: s.id, work_id: s.work_id, time: report.time, location: report.location, event: report.event, ...client }, options),
      onCaption: (text) => {
        const box = caption.current;
        if (!box) return;
        box.textContent = text ?? '';
        box.hidden = text === null;
      },
    });
    session.current = current;
    (async () => {
      try {
        const created = await api().playback.createStream({ offer_id: offering.offer_id });
        const loaded = await loadFilters(created);
        if (cancelled) return;
        if (created.adbreaks.length && (await adsBlocked(created.adbreaks[0].tag_url))) {
          setProblem({ kind: 'message', title: UNEXPECTED_ERROR, message: adBlockerMessage() });
          return;
        }
        const plan = planOf(loaded, viewer.current.profile, viewer.current.requiredFilters, created.runtime);
        await current.load(created, plan, created.location);
        if (cancelled) return;
        setFilters(loaded);
        setStream(created);
        setTimeline(current.filtered?.timeline ?? null);
      } catch (error) {
        if (cancelled) return;
        setProblem(problemOf(error));
      }
    })();
    const onPageHide = () => void current.close('unload');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      void current.close('stop').finally(() => events.close());
    };
  }, [offering.offer_id, token]);

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

  // ---- the element's state for the controls ----
  useEffect(() => {
    const element = video.current!;
    const onTime = () => setTime(element.currentTime);
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    let subtitles: ReturnType<typeof setTimeout> | undefined;
    const onPlaying = () => {
      // The profile's caption default is applied after 5 s of playback (001 §9), unless the viewer chose already.
      if (subtitles === undefined && !captionsChosen.current) {
        subtitles = setTimeout(() => {
          if (!captionsChosen.current) setCaptionsOn(defaults.captions);
        }, SUBTITLES_DELAY_MS);
      }
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onTime);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('playing', onPlaying);
    return () => {
      clearTimeout(subtitles);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('playing', onPlaying);
    };
  }, [defaults.captions]);

  useEffect(() => session.current?.setCaptionsOn(captionsOn), [captionsOn, stream]);
  useEffect(() => session.current?.setVolume(volume, muted), [volume, muted, stream]);

  // ---- closing: the stop report, then the feedback form when the stream asks for it ----
  const close = useCallback(async () => {
    if (closing.current) return;
    closing.current = true;
    await session.current?.close('stop');
    if (stream?.prompt_feedback) setFeedback(stream);
    else onLeave();
  }, [stream, onLeave]);

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
  const seekFiltered = (filtered: number) => {
    if (!timeline) return;
    const element = video.current!;
    const original = toOriginalTime(timeline, filtered);
    element.currentTime = seekTarget(timeline, original, original < element.currentTime ? 'backward' : 'forward');
  };
  const skip = (seconds: number) => {
    if (!timeline) return;
    const now = toFilteredTime(timeline, video.current!.currentTime);
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

  // The keys work wherever focus is in the page (001 §4), but not while typing or in the filters dialog.
  const onKey = (event: globalThis.KeyboardEvent) => {
    lastActivity.current = Date.now();
    if (event.defaultPrevented || filtersOpen || feedback || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
    const actions: Record<string, () => void> = {
      ' ': togglePlay,
      ArrowLeft: () => skip(-SKIP_SECONDS),
      ArrowRight: () => skip(SKIP_SECONDS),
      ArrowUp: () => changeVolume(volume + VOLUME_STEP),
      ArrowDown: () => changeVolume(volume - VOLUME_STEP),
      m: () => setMuted((m) => !m),
      c: toggleCaptions,
      f: toggleFullscreen,
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action || (onButton && (event.key === ' ' || event.key === 'Enter'))) return;
    event.preventDefault();
    action();
  };
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // ---- filters: save the lineup, apply the new plan at once, re-request the stream from the same position ----
  const saveFilters = async (refmap: Record<string, boolean>) => {
    if (!filters.lineup || !filters.tagSet || !stream) return;
    const lineup = await api().playback.saveLineup(filters.lineup.id, refmap);
    const next = { ...filters, lineup };
    setFilters(next);
    const current = session.current!;
    const element = video.current!;
    const plan = planOf(next, profile, requiredFilters, stream.runtime);
    current.filtered?.setPlan(plan, stream.runtime);
    setTimeline(current.filtered?.timeline ?? null);
    const position = element.currentTime;
    await current.flush();
    try {
      const replacement = await api().playback.createStream({ offer_id: offering.offer_id, replacing_id: stream.id });
      await current.load(replacement, planOf(next, profile, requiredFilters, replacement.runtime), position);
      setStream(replacement);
      setTimeline(current.filtered?.timeline ?? null);
    } catch {
      // The new filters already apply to this stream; it keeps playing under its old id.
    }
  };

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
      <div className="theater__controls" aria-label="Player controls" role="group">
        <Button variant="ghost" onClick={togglePlay} aria-label={paused ? 'Play' : 'Pause'} className="theater__play">
          <span aria-hidden="true" className={paused ? 'theater-icon theater-icon--play' : 'theater-icon theater-icon--pause'} />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => skip(-SKIP_SECONDS)} aria-label={`Back ${SKIP_SECONDS} seconds`}>
          −{SKIP_SECONDS}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => skip(SKIP_SECONDS)} aria-label={`Forward ${SKIP_SECONDS} seconds`}>
          +{SKIP_SECONDS}
        </Button>
        {timeline && <FilteredProgressBar timeline={timeline} time={time} onSeekFiltered={seekFiltered} />}
        <Button variant="ghost" size="sm" onClick={() => setMuted((m) => !m)} aria-pressed={muted} aria-label="Mute">
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
          onChange={(event) => changeVolume(Number(event.target.value))}
        />
        {stream && stream.captions.length > 0 && (
          <Button variant="ghost" size="sm" onClick={toggleCaptions} aria-pressed={captionsOn} aria-label="CC (captions)">
            CC
          </Button>
        )}
        {filters.tagSet && filters.lineup && (
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
        )}
        <Button variant="ghost" size="sm" onClick={toggleFullscreen} aria-label="Full screen">
          <span aria-hidden="true" className="theater-icon theater-icon--fullscreen" />
        </Button>
      </div>
      <Button variant="ghost" className="theater__close" onClick={() => void close()} aria-label="Close">
        <span aria-hidden="true" className="theater-icon theater-icon--close" />
      </Button>
    </div>
  );
}
