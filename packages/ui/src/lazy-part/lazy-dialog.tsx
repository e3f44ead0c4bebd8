import { cloneElement, useEffect, useState, type ComponentProps, type ComponentType, type FocusEvent, type JSXElementConstructor, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { LazyPart, lazyPart } from './lazy-part';

/** What a dialog made lazy is opened and closed with (the kit's Dialog and FormDialog take them). */
export interface LazyDialogOpening {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
}

export type LazyDialogProps<P extends LazyDialogOpening> = Omit<P, 'open' | 'onOpenChange' | 'trigger'> & {
  /**
   * The button that opens the dialog, rendered by the page with the dialog's own text and look. Its first press fetches
   * the dialog's code, then opens it; pointing at it or focusing it fetches the code ahead. Without it, `open` says when.
   */
  trigger?: ReactElement<TriggerProps>;
  /** Controlled: open when true (with or without a trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * What shows (after the trigger) when the dialog's code could not be fetched, in the product's words. The dialog is
   * then closed, and the next opening fetches its code again.
   */
  failed: ReactNode;
};

export interface LazyDialogComponent<P extends LazyDialogOpening> {
  (props: LazyDialogProps<P>): ReactNode;
  /** Fetches the dialog's code ahead, e.g. when the member points at a button that opens it; a failure is let go. */
  prefetch: () => void;
}

/** Says the failed fetch once it shows, so the next opening fetches again. */
function Failed({ children, onFailed }: { children: ReactNode; onFailed: () => void }) {
  // Once per failed fetch: this element is new with each attempt.
  useEffect(() => onFailed(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{children}</>;
}

/**
 * A dialog whose code loads when it is first wanted (docs/decisions/0139), not with the page that offers it: the page
 * renders the trigger (`trigger`) or says when it is open (`open`), and the dialog (a `Dialog` or `FormDialog`, or a
 * component around one, opened with `open`/`onOpenChange`, without a trigger of its own) is fetched with its first
 * opening, then shown open. Focus goes back to the trigger when it closes: a Dialog without a trigger gives it back to
 * what had it when it opened. Once loaded, the dialog stays mounted (closed) for the next openings.
 * If its code cannot be fetched, `failed` shows instead and the next opening fetches it again (`lazyPart`).
 *
 * `load` is as for React.lazy: `() => import('./change-name-dialog').then((m) => ({ default: m.ChangeNameDialog }))`.
 */
export function lazyDialog<C extends JSXElementConstructor<any>>(load: () => Promise<{ default: C }>): LazyDialogComponent<ComponentProps<C>> {
  const Part = lazyPart(load) as ComponentType<LazyDialogOpening>;
  let ahead: Promise<unknown> | null = null;
  const prefetch = () => {
    ahead ??= load().catch(() => {
      ahead = null;
    });
  };

  function LazyDialog({ trigger, open, onOpenChange, failed, ...props }: LazyDialogProps<ComponentProps<C>>) {
    const [shown, change] = useControllableState(open, false, onOpenChange);
    // Each fetch of the code is an attempt (the key of its LazyPart): none until the dialog is first wanted, a new one
    // when it is opened again after a failed fetch.
    const [attempt, setAttempt] = useState(0);
    const [failedAttempt, setFailedAttempt] = useState(0);
    const [wasShown, setWasShown] = useState(false);
    if (shown !== wasShown) {
      setWasShown(shown);
      if (shown && (attempt === 0 || failedAttempt === attempt)) setAttempt(attempt + 1);
    }
    const failedNow = () => {
      setFailedAttempt(attempt);
      // Closed, so that the next press (or `open` again) is a new opening, which fetches again.
      change(false);
    };

    return (
      <>
        {trigger &&
          cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': shown,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) change(true);
            },
            onPointerEnter: (event: PointerEvent<HTMLElement>) => {
              trigger.props.onPointerEnter?.(event);
              prefetch();
            },
            onFocus: (event: FocusEvent<HTMLElement>) => {
              trigger.props.onFocus?.(event);
              prefetch();
            },
          } as TriggerProps)}
        {attempt > 0 && (
          <LazyPart key={attempt} failed={<Failed onFailed={failedNow}>{failed}</Failed>}>
            <Part {...props} open={shown} onOpenChange={change} />
          </LazyPart>
        )}
      </>
    );
  }
  return Object.assign(LazyDialog, { prefetch });
}
