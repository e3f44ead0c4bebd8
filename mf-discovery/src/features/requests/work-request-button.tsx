import { useState } from 'react';
import { WORK_REQUEST_BUTTON, WORK_REQUEST_MIN_MS, WORK_REQUESTED } from '@sift/contracts';
import { Button } from '@sift/ui';
import { api } from '../../api';
import { atLeast } from './min-duration';

/**
 * "Request" on a title that cannot be watched yet (001 §4): not requested, requesting (shown at least 500 ms), then
 * 'Requested', which cannot be repeated. A failure is ignored silently: the button is simply offered again.
 */
export function WorkRequestButton({ workId, title, requested: initial, size = 'sm' }: { workId: number; title: string; requested: boolean; size?: 'sm' | 'md' }) {
  const [state, setState] = useState<'idle' | 'requesting' | 'requested'>(initial ? 'requested' : 'idle');
  const request = async () => {
    setState('requesting');
    try {
      await atLeast(WORK_REQUEST_MIN_MS, api().discovery.requestWork(workId));
      setState('requested');
    } catch {
      setState('idle');
    }
  };
  const done = state === 'requested' || initial;
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={state !== 'idle' || initial}
      aria-label={done ? `${WORK_REQUESTED}: ${title}` : `${WORK_REQUEST_BUTTON} ${title}`}
      onClick={(event) => {
        event.stopPropagation();
        void request();
      }}
      data-state={done ? 'requested' : state}
    >
      {done ? WORK_REQUESTED : state === 'requesting' ? `${WORK_REQUEST_BUTTON}…` : WORK_REQUEST_BUTTON}
    </Button>
  );
}
