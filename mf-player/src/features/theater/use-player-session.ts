/**
 * The player's session as React state: the event socket, the PlayerSession (dash.js, sound, filtered playback,
 * progress), the stream and its filters, the timeline, and what went wrong. Saving filters re-requests the stream
 * from the same position (001 §4).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { playbackSocketUrl } from '@sift/api-client';
import { adBlockerMessage, UNEXPECTED_ERROR, type Offering, type Profile, type Stream } from '@sift/contracts';
import type { Timeline } from '@sift/filter-engine';
import { apiSettings } from '@sift/app-kit';
import { api } from '../../api';
import { adsBlocked } from './ad-blocker';
import { canCast, loadScript, scriptUrls } from './third-party-scripts';
import { clientInfo } from './client-info';
import { PlaybackEventSocket } from './event-socket';
import { filterReads, loadFilters, NO_FILTERS, planOf, problemOf, type Filters } from './player-data';
import { PlayerSession } from './player-session';
import type { TheaterProblem } from './theater-panel';

export interface PlayerSessionProps {
  offering: Offering;
  profile: Profile;
  requiredFilters: Record<string, boolean> | null;
  token: string;
  video: RefObject<HTMLVideoElement | null>;
  /** Where captions are drawn (set directly on every frame, not through React). */
  caption: RefObject<HTMLDivElement | null>;
}

export function usePlayerSession({ offering, profile, requiredFilters, token, video, caption }: PlayerSessionProps) {
  const session = useRef<PlayerSession | null>(null);
  // The viewer's filters as the theater opened: a session reload elsewhere must not restart the stream.
  const viewer = useRef({ profile, requiredFilters });
  const [stream, setStream] = useState<Stream | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [problem, setProblem] = useState<TheaterProblem | null>(null);

  useEffect(() => {
    const element = video.current!;
    let cancelled = false;
    const scripts = scriptUrls(apiSettings().prefixUrl);
    // The cast sender (001 §7), where the browser can cast: started, never waited for; a failure is ignored.
    if (canCast()) void loadScript(scripts.castSender);
    const events = new PlaybackEventSocket({
      url: playbackSocketUrl(apiSettings().prefixUrl, 'events'),
      authorization: () => `Token ${token}`,
      onAnswer: (answer) => {
        if (answer.status !== 409) return;
        element.pause();
        setProblem({ kind: 'too-many-streams' });
      },
      // An answer the event service should never send: the generic panel (001 §8), never a crash.
      onMalformed: () => {
        element.pause();
        setProblem({ kind: 'refused', status: 500, error: null });
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
        if (await adsBlocked(created, scripts.adSdk)) {
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
  }, [offering.offer_id, token, video, caption]);

  /** Saves the lineup, applies the new plan at once, and re-requests the stream from the same position. */
  const saveFilters = async (refmap: Record<string, boolean>) => {
    if (!filters.lineup || !filters.tagSet || !stream) return;
    const lineup = await filterReads.saveLineup(filters.lineup.id, refmap);
    const next = { ...filters, lineup };
    setFilters(next);
    const current = session.current!;
    current.filtered?.setPlan(planOf(next, profile, requiredFilters, stream.runtime), stream.runtime);
    setTimeline(current.filtered?.timeline ?? null);
    const position = video.current!.currentTime;
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

  return { session, stream, filters, timeline, problem, saveFilters };
}
