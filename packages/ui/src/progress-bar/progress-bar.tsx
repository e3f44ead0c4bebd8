import type { CSSProperties } from 'react';
import * as Progress from '@radix-ui/react-progress';
import { classNames } from '../class-names';

export interface ProgressBarProps {
  /** Names the bar for assistive technology ("Sign-up progress", "Verifying your account"). */
  label: string;
  /** Done so far, 0..max; leave out (or null) for an indeterminate bar. */
  value?: number | null;
  max?: number;
  /** What is read instead of the number, e.g. "Step 2 of 13". */
  valueText?: string;
  /**
   * An indeterminate bar that fills once over this many ms (the theater's verification bar: VERIFICATION_BAR_MS).
   * Without it an indeterminate bar sweeps until it is removed.
   */
  fillDurationMs?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A progress bar (Radix Progress: role progressbar with its value, maximum and value text). */
export function ProgressBar({ label, value, max = 100, valueText, fillDurationMs, size = 'md', className }: ProgressBarProps) {
  const determinate = value !== undefined && value !== null;
  const percent = determinate ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const style: CSSProperties | undefined = determinate
    ? { transform: `translateX(-${100 - percent}%)` }
    : fillDurationMs
      ? ({ '--ui-progress-fill-duration': `${fillDurationMs}ms` } as CSSProperties)
      : undefined;
  return (
    <Progress.Root
      className={classNames('ui-progress', `ui-progress--${size}`, className)}
      value={determinate ? Math.min(max, Math.max(0, value)) : null}
      max={max}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
    >
      <Progress.Indicator
        className={classNames(
          'ui-progress__indicator',
          !determinate && (fillDurationMs ? 'ui-progress__indicator--fill' : 'ui-progress__indicator--sweep'),
        )}
        style={style}
      />
    </Progress.Root>
  );
}
