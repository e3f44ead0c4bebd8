import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button after the message (e.g. the 'Help!' link of a 403 login error, 000 §8). */
  action?: ReactNode;
  className?: string;
}

/**
 * A message in the page. An error is an alert (read out at once); the other tones are a status (read out politely).
 * Render it when the message appears, so assistive technology notices it.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={classNames('ui-alert', `ui-alert--${tone}`, className)}>
      {title && <p className="ui-alert__title">{title}</p>}
      {children !== undefined && <div className="ui-alert__body">{children}</div>}
      {action && <div className="ui-alert__action">{action}</div>}
    </div>
  );
}
