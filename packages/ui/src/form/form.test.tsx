import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { INVALID_EMAIL, isValidEmail, LOGIN_HELP_LINK, PROVIDE_PASSWORD } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { Form, useFormError } from './form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { FormSubmit } from './form-submit';

const schema = z.object({
  email: z.string().check(z.trim(), z.refine(isValidEmail, INVALID_EMAIL)),
  password: z.string().check(z.minLength(1, PROVIDE_PASSWORD)),
});

/** What the API client throws (ApiError), by its shape: the UI kit does not import the client. */
function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { name: 'ApiError', status, fieldErrors });
}

function HelpWhenLocked() {
  const error = useFormError();
  return error?.status === 403 ? <a href="/help">{LOGIN_HELP_LINK}</a> : null;
}

function LoginLike({ onSubmit, validateOn }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown>; validateOn?: 'submit' | 'blur' }) {
  return (
    <Form schema={schema} defaultValues={{ email: '', password: '' }} onSubmit={onSubmit} serverFields={{ username: 'email' }} validateOn={validateOn} aria-label="Log in">
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <FormField name="password" label="Password" type="password" hint="At least 8 characters." />
      <FormAlert />
      <HelpWhenLocked />
      <FormSubmit pendingLabel="Logging in…">Log In</FormSubmit>
    </Form>
  );
}

describe('Form and FormField', () => {
  it("shows a rule's message under its field on submit (not before), sends nothing, and drops the message once fixed", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { container } = render(<LoginLike onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@home');
    await userEvent.tab();
    expect(screen.queryByText(INVALID_EMAIL)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(INVALID_EMAIL)).toHaveClass('ui-field__error');
    expect(screen.getByText(PROVIDE_PASSWORD)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`At least 8 characters. ${PROVIDE_PASSWORD}`);
    expect(email).toHaveValue('pat@home');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.type(email, '.example');
    await waitFor(() => expect(screen.queryByText(INVALID_EMAIL)).toBeNull());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("validateOn='blur' shows the message when the field loses focus", async () => {
    render(<LoginLike onSubmit={jest.fn()} validateOn="blur" />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@home');
    await userEvent.tab();
    expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
  });

  it('sends the parsed values (trimmed)', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<LoginLike onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), ' pat@sift.example ');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'pat@sift.example', password: 'watchtogether' }));
  });

  it("maps the server's field errors onto the fields (renamed), the rest above the button, and keeps what was typed", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      apiError(400, 'x', { username: ['No account has this e-mail.'], non_field_errors: ['Unable to log in with provided credentials.'] }),
    );
    render(<LoginLike onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('No account has this e-mail.')).toHaveClass('ui-field__error');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('No account has this e-mail.');
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@sift.example');
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();

    // Typing in the field clears its server message; the next submission clears the form-level one.
    await userEvent.type(screen.getByLabelText('Email'), 'm');
    await waitFor(() => expect(screen.queryByText('No account has this e-mail.')).toBeNull());
    onSubmit.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("gives the form the failure's status ({detail} answers and 403s with field errors only)", async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(403, 'This account is disabled.', { username: ['This account is disabled.'] }));
    render(<LoginLike onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('link', { name: LOGIN_HELP_LINK })).toBeInTheDocument();
    expect(screen.getByText('This account is disabled.')).toHaveClass('ui-field__error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs one submission at a time: disabled with its pending label while in flight, a second submit ignored', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginLike onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // Enter in a field, or a script, submits the form itself: still one submission.
    fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
    finish();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a form-level message from the start, and a message for any failure that is not an API answer', async () => {
    const { unmount } = render(
      <Form schema={schema} defaultValues={{ email: '', password: '' }} onSubmit={jest.fn()} initialError="Google sign-in was cancelled.">
        <FormAlert />
      </Form>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
    unmount();
    render(<LoginLike onSubmit={jest.fn().mockRejectedValue(new Error('Failed to fetch'))} />);
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('FormSubmit can wait until the named fields are filled (000 §5)', async () => {
    render(
      <Form schema={schema} defaultValues={{ email: '', password: '' }} onSubmit={jest.fn()}>
        <FormField name="email" label="Email" />
        <FormField name="password" label="Password" type="password" />
        <FormSubmit requires={['email', 'password']}>Send</FormSubmit>
      </Form>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(send).toBeEnabled();
  });

  it('binds another control through its children', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const kind = z.object({ kind: z.string().check(z.minLength(1, 'Choose one.')) });
    render(
      <Form schema={kind} defaultValues={{ kind: '' }} onSubmit={onSubmit}>
        <FormField name="kind" label="Type">
          {(control) => (
            <select className="ui-input ui-select" {...control}>
              <option value="">Choose</option>
              <option value="show">TV Show</option>
            </select>
          )}
        </FormField>
        <FormSubmit>Send</FormSubmit>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose one.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'TV Show');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kind: 'show' }));
  });
});
