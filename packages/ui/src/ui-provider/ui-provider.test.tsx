import { render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Link copied.');
  });

  it('keeps two React roots apart: each root has its own toasts', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    render(<UiProvider><CopyLink /></UiProvider>, { container: first });
    render(<UiProvider><p>other remote</p></UiProvider>, { container: second });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const regions = screen.getAllByRole('region', { name: /Notifications/ });
    expect(regions).toHaveLength(2);
    expect(regions.filter((region) => region.textContent?.includes('Link copied.'))).toHaveLength(1);
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
