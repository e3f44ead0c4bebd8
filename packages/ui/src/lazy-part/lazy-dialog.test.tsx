import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { expectNoAxeViolations } from '../testing/axe';
import { lazyDialog } from './lazy-dialog';

const FAILED = 'This could not be loaded. Please try again.';

function NameDialog({ open, onOpenChange, name }: { open: boolean; onOpenChange: (open: boolean) => void; name: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change name">
      <label>
        First name <input type="text" defaultValue={name} />
      </label>
    </Dialog>
  );
}

/** A dialog module whose fetch fails until `online`. */
function loader() {
  const state = { online: true, fetches: 0 };
  const load = jest.fn(() => {
    state.fetches += 1;
    return state.online ? Promise.resolve({ default: NameDialog }) : Promise.reject(new Error('ChunkLoadError: Loading chunk 12 failed.'));
  });
  return { state, load };
}

describe('lazyDialog', () => {
  it('renders only the trigger; the first press fetches the dialog and opens it; focus goes back to the trigger', async () => {
    const { load } = loader();
    const ChangeName = lazyDialog(load);
    const { baseElement } = render(<ChangeName trigger={<Button variant="link">Change name</Button>} name="Pat" failed={<Alert tone="error">{FAILED}</Alert>} />);
    const trigger = screen.getByRole('button', { name: 'Change name' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveClass('ui-button--link');
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
    await expectNoAxeViolations(baseElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    // Opens again at once, without another fetch of the code.
    const fetches = load.mock.calls.length;
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(fetches);
  });

  it('fetches the code ahead when the trigger is pointed at or focused (prefetch), once', async () => {
    const { load } = loader();
    const ChangeName = lazyDialog(load);
    render(<ChangeName trigger={<Button>Change name</Button>} name="Pat" failed={null} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Change name' }));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says so when the code cannot be fetched, and the next press fetches it again and opens", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { state, load } = loader();
    state.online = false;
    const ChangeName = lazyDialog(load);
    render(<ChangeName trigger={<Button>Change name</Button>} name="Pat" failed={<Alert tone="error">{FAILED}</Alert>} />);
    const trigger = screen.getByRole('button', { name: 'Change name' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    state.online = true;
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('opened by the page (open, onOpenChange) without a trigger; after a failed fetch the next opening fetches again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { state, load } = loader();
    state.online = false;
    const ChangeName = lazyDialog(load);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open it</Button>
          <ChangeName open={open} onOpenChange={setOpen} name="Pat" failed={<Alert tone="error">{FAILED}</Alert>} />
        </>
      );
    }
    render(<Page />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    state.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(await screen.findByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('open from the first render (a link that opens it) fetches it at once', async () => {
    const { load } = loader();
    const ChangeName = lazyDialog(load);
    render(<ChangeName open onOpenChange={() => undefined} name="Pat" failed={null} />);
    expect(await screen.findByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });
});
