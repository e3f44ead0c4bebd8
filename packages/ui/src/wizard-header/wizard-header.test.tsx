import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { WizardHeader } from './wizard-header';

describe('WizardHeader', () => {
  it('sign-up: a progress bar at step over 13', () => {
    render(<WizardHeader wizard="signup" step={7} />);
    const bar = screen.getByRole('progressbar', { name: 'Sign-up progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(bar).toHaveAttribute('aria-valuemax', '13');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 7 of 13');
  });

  it('setup: over 6', () => {
    render(<WizardHeader wizard="setup" step={2} />);
    const bar = screen.getByRole('progressbar', { name: 'Setup progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6');
  });

  it('shows the auth link it is given', () => {
    render(<WizardHeader wizard="signup" step={2} authLink={<a href="/login">Log In</a>} />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('has a back button (mobile only, by CSS) that calls onBack, and none without a handler', async () => {
    const onBack = jest.fn();
    const { rerender } = render(<WizardHeader wizard="signup" step={3} onBack={onBack} />);
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveClass('ui-wizard-header__back');
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<WizardHeader wizard="signup" step={3} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = render(
      <WizardHeader wizard="signup" step={4} onBack={() => {}} authLink={<a href="/wizard/v2/services">Sign Up</a>} />,
    );
    await expectNoAxeViolations(container);
  });
});
