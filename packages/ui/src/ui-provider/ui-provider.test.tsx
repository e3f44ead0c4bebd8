import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from '../toast/use-toast';
import { expectNoAxeViolations } from '../testing/axe';
import { UiProvider } from './ui-provider';

function CopyLink() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Link copied.')}>
      Copy link
    </button>
  );
}

describe('UiProvider', () => {
  it('renders its children and gives them toasts', async () => {
    render(
      <UiProvider>
        <CopyLink />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await within(await screen.findByRole('region', { name: /Notifications/ })).findByText('Link copied.')).toBeInTheDocument();
  });

  it('keeps two React roots apart: each root has its own toasts', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    render(<UiProvider><CopyLink /></UiProvider>, { container: first });
    render(<UiProvider><p>other remote</p></UiProvider>, { container: second });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    // Only the root that showed a toast has a region (each root mounts its own with its first toast).
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveTextContent('Link copied.');
    expect(first).toContainElement(region);
    expect(second).toHaveTextContent('other remote');
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });

  it('passes axe', async () => {
    const { container } = render(
      <UiProvider>
        <CopyLink />
      </UiProvider>,
    );
    await expectNoAxeViolations(container);
  });
});
