import { Profiler, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../testing/axe';
import { Dialog } from './dialog';
import { DialogClose } from './dialog-close';

function ChangeName() {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Dialog
        title="Change name"
        description="This is the name on your account."
        trigger={<Button>Edit name</Button>}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={() => setSaved(true)}>Save</Button>
          </>
        }
      >
        <label>
          First name <input type="text" />
        </label>
      </Dialog>
      {saved && <p>saved</p>}
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is labelled by its title and described by its description', async () => {
    render(<ChangeName />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    const dialog = screen.getByRole('dialog', { name: 'Change name' });
    expect(dialog).toHaveAccessibleDescription('This is the name on your account.');
    // Focus moved into the dialog, to its first field rather than the × button.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<ChangeName />);
    const trigger = screen.getByRole('button', { name: 'Edit name' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('without a trigger, gives focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Trailer</Button>
          {open && (
            <Dialog open onOpenChange={setOpen} title="Trailer">
              <p>Body</p>
            </Dialog>
          )}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Trailer' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Trailer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('traps focus: Tab from the last control goes back to the first', async () => {
    render(<ChangeName />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with the × button and with a DialogClose in the footer', async () => {
    render(<ChangeName />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled through open and onOpenChange', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Filters for Harbor Lights">
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('can refuse to be dismissed while a step must finish', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Updating billing" dismissible={false}>
        <p>Please wait</p>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('keeps a hidden title as its accessible name', () => {
    render(
      <Dialog open title="Trailer" hideTitle>
        <p>video</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Trailer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trailer' }).style.position).toBe('absolute');
  });

  it('closed, mounts nothing but its trigger, in one commit (no render again in the commit that mounts it)', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Dialog title="Filters" trigger={<Button>Filters</Button>}>
          <p>Movies or shows</p>
        </Dialog>
      </Profiler>,
    );
    await act(async () => undefined);
    expect(commits).toEqual(['mount']);
    expect(screen.queryByText('Movies or shows')).not.toBeInTheDocument();
    // Opened, closed, opened again: the same dialog each time.
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveTextContent('Movies or shows');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('passes axe while open', async () => {
    render(<ChangeName />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    await expectNoAxeViolations(document.body);
  });
});
