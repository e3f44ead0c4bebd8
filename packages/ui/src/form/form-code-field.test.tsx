import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { CONFIRMATION_CODE_INVALID } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { Form } from './form';
import { codeFieldSchema, FormCodeField, type FormCodeFieldProps } from './form-code-field';

const schema = z.object({ code: z.string().check(z.regex(/^[A-Z0-9]{6}$/, 'Enter the six characters.')) });

/** What the API client throws (ApiError), by its shape: the UI kit does not import the client. */
function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { name: 'ApiError', status, fieldErrors });
}

function CodeForm({ onSubmit, ...field }: { onSubmit: (values: { code: string }) => unknown } & Partial<FormCodeFieldProps>) {
  return (
    <Form schema={schema} defaultValues={{ code: '' }} onSubmit={onSubmit} serverFields={{ confirmation_code: 'code' }} aria-label="Confirm">
      <FormCodeField name="code" label="Confirmation code" uppercase {...field} />
    </Form>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => boxes().map((box) => box.value).join('');

describe('FormCodeField', () => {
  it('submits the Form once, with the code, when the last box is filled', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { container } = render(<CodeForm onSubmit={onSubmit} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ab12c');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('d');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'AB12CD' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(code()).toBe('AB12CD');
    await expectNoAxeViolations(container);
  });

  it("shows the server's message about the field under the boxes (renamed by serverFields), then empties and focuses the first box", async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(400, CONFIRMATION_CODE_INVALID, { confirmation_code: [CONFIRMATION_CODE_INVALID] }));
    render(<CodeForm onSubmit={onSubmit} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ABC123');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMATION_CODE_INVALID);
    expect(screen.getByRole('group', { name: 'Confirmation code' })).toHaveAccessibleDescription(CONFIRMATION_CODE_INVALID);
    await waitFor(() => expect(code()).toBe(''));
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toBeEnabled();
  });

  it('shows the form-level message of a failed submission under the boxes, and empties them on every failure, also the same message twice', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('Too many tries. Wait a minute.'));
    render(<CodeForm onSubmit={onSubmit} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ABC123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Wait a minute.');
    await waitFor(() => expect(code()).toBe(''));
    expect(boxes()[0]).toHaveFocus();

    await userEvent.keyboard('XYZ789');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ code: 'XYZ789' });
    await waitFor(() => expect(code()).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Wait a minute.');
    expect(boxes()[0]).toHaveFocus();
  });

  it('is disabled while the Form submits', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CodeForm onSubmit={onSubmit} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ABC123');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    for (const box of boxes()) expect(box).toBeDisabled();
    finish();
    await waitFor(() => expect(boxes()[0]).toBeEnabled());
    // A successful submission keeps the code.
    expect(code()).toBe('ABC123');
  });

  it('with submitDefault sends a whole default code at once (once, also in StrictMode); a partial one only fills its boxes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { unmount } = render(
      <StrictMode>
        <CodeForm onSubmit={onSubmit} defaultValue="xyz-789" submitDefault />
      </StrictMode>,
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'XYZ789' }));
    expect(code()).toBe('XYZ789');
    await waitFor(() => expect(boxes()[0]).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    unmount();

    const partial = jest.fn();
    render(<CodeForm onSubmit={partial} defaultValue="xyz7" submitDefault />);
    expect(code()).toBe('XYZ7');
    await userEvent.click(boxes()[4]);
    await userEvent.keyboard('89');
    await waitFor(() => expect(partial).toHaveBeenCalledWith({ code: 'XYZ789' }));
  });

  it('without submitDefault a whole default code waits for the user', async () => {
    const onSubmit = jest.fn();
    render(<CodeForm onSubmit={onSubmit} defaultValue="XYZ789" />);
    expect(code()).toBe('XYZ789');
    await userEvent.click(boxes()[5]);
    await userEvent.keyboard('0');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'XYZ780' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('codeFieldSchema: exactly the length, of the charset, in either case', () => {
    const digits = codeFieldSchema('pin', { length: 4, charset: 'digits', message: 'Four digits.' });
    expect(digits.safeParse({ pin: '1234' }).success).toBe(true);
    expect(digits.safeParse({ pin: '123' }).error?.issues[0]?.message).toBe('Four digits.');
    expect(digits.safeParse({ pin: '12a4' }).success).toBe(false);
    const code = codeFieldSchema('code', { message: CONFIRMATION_CODE_INVALID });
    expect(code.safeParse({ code: 'abC123' }).success).toBe(true);
    expect(code.safeParse({ code: 'ABC-12' }).success).toBe(false);
    expect(code.safeParse({ code: 'ABC1234' }).success).toBe(false);
  });
});
