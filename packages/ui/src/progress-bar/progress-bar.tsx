import type { CSSProperties } from 'react';
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

/**
 * A progress bar: the WAI-ARIA progressbar (its value, 0 to its maximum, and the value read out; none when
 * indeterminate). Two elements and their attributes: not worth Radix Progress's 3 KB on a first load (decision 0162).
 */
export function ProgressBar({ label, value, max = 100, valueText, fillDurationMs, size = 'md', className }: ProgressBarProps) {
  const determinate = value !== undefined && value !== null;
  const clamped = determinate ? Math.min(max, Math.max(0, value)) : 0;
  const percent = (clamped / max) * 100;
  const style: CSSProperties | undefined = determinate
    ? { transform: `translateX(-${100 - percent}%)` }
    : fillDurationMs
      ? ({ '--ui-progress-fill-duration': `${fillDurationMs}ms` } as CSSProperties)
      : undefined;
  return (
    <div
      role="progressbar"
      className={classNames('ui-progress', `ui-progress--${size}`, className)}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={determinate ? clamped : undefined}
      aria-valuetext={determinate ? (valueText ?? `${Math.round(percent)}%`) : undefined}
    >
      <div
        className={classNames(
          'ui-progress__indicator',
          !determinate && (fillDurationMs ? 'ui-progress__indicator--fill' : 'ui-progress__indicator--sweep'),
        )}
        style={style}
      />
    </div>
  );
}
