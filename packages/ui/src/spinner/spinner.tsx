import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SpinnerProps {
  /** What is read out; the spinner itself is decoration. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A small busy indicator for a wait of unknown length inside a control or a panel. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={classNames('ui-spinner', `ui-spinner--${size}`, className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
