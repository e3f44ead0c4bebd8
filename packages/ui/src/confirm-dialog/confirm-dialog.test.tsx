import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMO_REMOVE_AND_CONTINUE, promoMonthlyOnly } from '@sift/contracts';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../testing/axe';
import { ConfirmDialog } from './confirm-dialog';

function renderPromoQuestion() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      title="Monthly plans only"
      description={promoMonthlyOnly('noble')}
      confirmLabel={PROMO_REMOVE_AND_CONTINUE}
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<Button>Continue</Button>}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with the given texts as an alert dialog, focus on Cancel', async () => {
    renderPromoQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Monthly plans only' });
    expect(dialog).toHaveAccessibleDescription('Code noble is only valid for monthly plans.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove Code & Continue' })).toBeInTheDocument();
  });

  it('confirms and closes', async () => {
    const { onConfirm, onCancel } = renderPromoQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Code & Continue' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onConfirm, onCancel } = renderPromoQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renders only its trigger while closed, and gives focus back to it when it closes', async () => {
    const { container } = render(
      <main>
        {Array.from({ length: 3 }, (_, i) => (
          <ConfirmDialog key={i} title={`Hide ${i}?`} confirmLabel="Hide" onConfirm={() => undefined} trigger={<Button>{`Hide ${i}`}</Button>} />
        ))}
      </main>,
    );
    expect(document.body.innerHTML).toBe(`<div>${container.innerHTML}</div>`);
    expect(container.querySelectorAll('button')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Hide 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Hide 1?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide 1' })).toHaveFocus();
  });

  it('styles a destructive confirmation as danger', () => {
    render(<ConfirmDialog open title="Hide this movie?" confirmLabel="Hide" tone="danger" onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveClass('ui-button--danger');
  });

  it('passes axe while open', async () => {
    renderPromoQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(document.body);
  });
  it('opened by the page without a trigger, gives focus back to what had it when it opened', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Ask</Button>
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Hide it?" confirmLabel="Hide" onConfirm={() => undefined} />
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  });
});
