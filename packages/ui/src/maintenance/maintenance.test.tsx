import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { Maintenance } from './maintenance';

describe('Maintenance', () => {
  it("says 'Sorry! It's not you. It's us.' with a retry link and the support e-mail (000 §8)", async () => {
    const onRetry = jest.fn();
    render(<Maintenance onRetry={onRetry} />);
    expect(screen.getByRole('alert', { name: "Sorry! It's not you. It's us." })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Sorry! It's not you. It's us." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@sift.example' })).toHaveAttribute(
      'href',
      'mailto:support@sift.example',
    );
    const retry = screen.getByRole('link', { name: 'Try again' });
    expect(retry).toHaveAttribute('href', window.location.href);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a retry address and can fill the screen', () => {
    const { container } = render(<Maintenance onRetry={() => {}} retryHref="/watch/harbor-lights" fullScreen />);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/watch/harbor-lights');
    expect(container.firstElementChild).toHaveClass('ui-maintenance--full-screen');
  });

  it('passes axe', async () => {
    const { container } = render(<Maintenance onRetry={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
