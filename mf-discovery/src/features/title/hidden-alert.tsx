import { useState } from 'react';
import { MOVIE_HIDDEN, type Work } from '@sift/contracts';
import { Alert, Button } from '@sift/ui';
import { setHidden, useHiddenIdsIfKnown } from '../profile-lists/profile-lists';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';

/** Whether the active profile hid this work: the live list once loaded, the work's own flag until then. */
export function useIsHidden(work: Pick<Work, 'id' | 'is_hidden'>): boolean {
  const hidden = useHiddenIdsIfKnown();
  return hidden ? hidden.has(work.id) : work.is_hidden;
}

/** 001 §2 movie detail: 'This movie has been hidden.', with the way back. */
export function HiddenAlert({ work }: { work: Pick<Work, 'id' | 'type' | 'is_hidden'> }) {
  const key = profileScopeOf(useViewer());
  const hidden = useIsHidden(work);
  const [busy, setBusy] = useState(false);
  if (!hidden || !key) return null;
  return (
    <Alert
      tone="warning"
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void setHidden(key, work.id, false).finally(() => setBusy(false));
          }}
        >
          Show It Again
        </Button>
      }
    >
      {work.type === 'movie' ? MOVIE_HIDDEN : 'This show has been hidden.'}
    </Alert>
  );
}
