import { useState } from 'react';
import type { LikeVote } from '@sift/contracts';
import { useToast } from '@sift/ui';
import { castVote, nextVote, useVote } from '../profile-lists/profile-lists';
import { useViewer } from '../viewer/use-viewer';
import { ThumbDownIcon, ThumbUpIcon } from '../icons/icons';

/** Thumbs up and down (001 §4): up toggles 1/0, down toggles -1/0; members only. */
export function Thumbs({ work }: { work: { id: number; title: string } }) {
  const viewer = useViewer();
  const { vote, scope: key } = useVote(work.id);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (viewer.kind !== 'member' || !viewer.profile || !key) return null;
  const profileId = viewer.profile.id;
  const userId = viewer.user.id;
  const press = async (pressed: 1 | -1) => {
    setBusy(true);
    const next: LikeVote = nextVote(vote, pressed);
    try {
      await castVote(key, work.id, next, { profileId, userId });
    } catch {
      toast('Your vote could not be saved. Please try again.', { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="discovery-thumbs" role="group" aria-label={`Rate ${work.title}`}>
      <button type="button" className="discovery-action discovery-action--icon" aria-pressed={vote === 1} disabled={busy} onClick={() => void press(1)} aria-label="Thumbs up" data-action="thumbs-up">
        <ThumbUpIcon />
      </button>
      <button type="button" className="discovery-action discovery-action--icon" aria-pressed={vote === -1} disabled={busy} onClick={() => void press(-1)} aria-label="Thumbs down" data-action="thumbs-down">
        <ThumbDownIcon />
      </button>
    </div>
  );
}
