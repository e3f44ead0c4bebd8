import { useEffect } from 'react';
import { DIALOG_LOAD_FAILED, type WorkSummary } from '@sift/contracts';
import { lazyDialog, useToast } from '@sift/ui';
import { setHidden } from '../profile-lists/profile-lists';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';
import { HideIcon } from '../icons/icons';

// The question's code (a dialog) loads when it is first asked, not with every page of posters (issue 19).
const ConfirmDialog = lazyDialog(() => import('@sift/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** A question whose code could not be fetched: said in a toast (a poster has no room beside its button). */
function QuestionFailed() {
  const toast = useToast();
  useEffect(() => toast(DIALOG_LOAD_FAILED, { tone: 'error' }), [toast]);
  return null;
}

/**
 * Hide a movie or a show (001 §4): only after confirmation, only on movie and show posters, only for members.
 * The work leaves this profile's rows, grids and watchlist.
 */
export function HideButton({ work, variant = 'icon', onHidden }: { work: Pick<WorkSummary, 'id' | 'title' | 'type'>; variant?: 'icon' | 'labelled'; onHidden?: () => void }) {
  const viewer = useViewer();
  const toast = useToast();
  const key = profileScopeOf(viewer);
  if (!key || work.type === 'episode') return null;
  const label = `Hide ${work.title}`;
  const confirm = async () => {
    try {
      await setHidden(key, work.id, true);
      onHidden?.();
    } catch {
      toast('This title could not be hidden. Please try again.', { tone: 'error' });
    }
  };
  // The question is rendered only once asked: a page holds one hide button per poster (issue 19). Closing it gives
  // focus back to the button.
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={`discovery-action discovery-action--${variant}`}
          aria-label={variant === 'icon' ? label : undefined}
          title={variant === 'icon' ? label : undefined}
          data-action="hide"
        >
          <HideIcon />
          {variant === 'labelled' && <span>Hide</span>}
        </button>
      }
      failed={<QuestionFailed />}
      title={`Hide ${work.title}?`}
      description="It will no longer show in this profile's rows, searches by category and watchlist. You can show it again from its page."
      confirmLabel="Hide"
      tone="danger"
      onConfirm={() => void confirm()}
    />
  );
}
