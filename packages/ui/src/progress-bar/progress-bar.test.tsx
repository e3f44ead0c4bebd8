import { render, screen } from '@testing-library/react';
import { VERIFICATION_BAR_MS } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('determinate: value, maximum and value text', () => {
    render(<ProgressBar label="Sign-up progress" value={2} max={13} valueText="Step 2 of 13" />);
    const bar = screen.getByRole('progressbar', { name: 'Sign-up progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '13');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 13');
    const indicator = bar.firstElementChild as HTMLElement;
    expect(indicator.style.transform).toBe(`translateX(-${100 - (2 / 13) * 100}%)`);
  });

  it('clamps values outside 0..max, and reads a percentage without a value text', () => {
    render(<ProgressBar label="Watched" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  });

  it('indeterminate: no value; sweeps, or fills once over a given time', () => {
    const { rerender } = render(<ProgressBar label="Loading page" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar.firstElementChild).toHaveClass('ui-progress__indicator--sweep');
    rerender(<ProgressBar label="Verifying" fillDurationMs={VERIFICATION_BAR_MS} />);
    const indicator = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(indicator).toHaveClass('ui-progress__indicator--fill');
    expect(indicator.style.getPropertyValue('--ui-progress-fill-duration')).toBe('2500ms');
  });

  it('passes axe', async () => {
    const { container } = render(
      <>
        <ProgressBar label="Sign-up progress" value={4} max={13} />
        <ProgressBar label="Loading" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
