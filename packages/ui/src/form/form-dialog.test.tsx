import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../testing/axe';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

const schema = z.object({ first_name: z.string().check(z.trim(), z.minLength(1, 'Enter a first name.')), last_name: z.string().check(z.trim()) });

/** What the API client throws (ApiError), by its shape. */
function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { name: 'ApiError', status, fieldErrors });
}

function ChangeName({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  return (
    <FormDialog
      title="Change name"
      trigger={<Button>Change name</Button>}
      schema={schema}
      defaultValues={{ first_name: 'Pat', last_name: 'Doe' }}
      serverFields={{ given_name: 'first_name' }}
      onSubmit={onSubmit}
    >
      <FormField name="first_name" label="First name" />
      <FormField name="last_name" label="Last name" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('opens on its form (named by the title, default values), sends the parsed values and closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<ChangeName onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    const form = screen.getByRole('form', { name: 'Change name' });
    expect(screen.getByRole('dialog', { name: 'Change name' })).toContainElement(form);
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), ' Lane ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Pat', last_name: 'Lane' });
  });

  it("keeps the dialog open with the rule's or the server's messages under the fields and the rest above the buttons", async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(400, 'x', { given_name: ['Too long.'], non_field_errors: ['Try later.'] }));
    render(<ChangeName onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a first name.')).toHaveClass('ui-field__error');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('First name'), 'Patricia-with-a-very-long-name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long.')).toHaveClass('ui-field__error');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Too long.');
    expect(screen.getByRole('alert')).toHaveTextContent('Try later.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Patricia-with-a-very-long-name');
    await expectNoAxeViolations(document.body);
  });

  it('opens again on a new form: Cancel closes without sending, nothing typed or said before is left', async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(400, 'x', { first_name: ['Too long.'] }));
    render(<ChangeName onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
    expect(screen.queryByText('Too long.')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends once however often it is submitted while in flight, the submit button disabled with its pending label', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FormDialog title="Change name" defaultOpen schema={schema} defaultValues={{ first_name: 'Pat', last_name: '' }} onSubmit={onSubmit} pendingLabel="Saving…">
        <FormField name="first_name" label="First name" />
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Change name' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Change name' }));
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('with closeOnSuccess false, shows its next step (body) instead of the form, under the same title', async () => {
    function TwoSteps() {
      const [sent, setSent] = useState<string | null>(null);
      return (
        <FormDialog
          title="Change email"
          defaultOpen
          closeOnSuccess={false}
          submitLabel="Send code"
          schema={schema}
          defaultValues={{ first_name: '', last_name: '' }}
          onSubmit={(values: z.output<typeof schema>) => setSent(values.first_name)}
          body={sent && <p>Code sent to {sent}.</p>}
        >
          <FormField name="first_name" label="First name" />
        </FormDialog>
      );
    }
    render(<TwoSteps />);
    await userEvent.type(screen.getByLabelText('First name'), 'pat');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to pat.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change email' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
