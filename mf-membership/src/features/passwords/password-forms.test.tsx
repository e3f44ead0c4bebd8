import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@sift/api-client';
import { PASSWORD_REQUEST_SUCCESS, PASSWORD_RESET_SUCCESS, PASSWORDS_MUST_MATCH_8 } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { PasswordRequestForm } from './password-request-form';
import { PasswordReset } from './password-reset';

const request = jest.fn();
const reset = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ passwords: { request: (e: string) => request(e), reset: (b: unknown) => reset(b) } }) }));

beforeEach(() => {
  request.mockReset();
  reset.mockReset();
});

describe('password request (000 §4.5)', () => {
  it('keeps submit disabled while the e-mail is empty, then shows the 5 s toast', async () => {
    request.mockResolvedValue({ detail: PASSWORD_REQUEST_SUCCESS });
    const { container } = render(
      <UiProvider>
        <MemoryRouter>
          <PasswordRequestForm />
        </MemoryRouter>
      </UiProvider>,
    );
    const submit = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(request).toHaveBeenCalledWith('parent@sift.example');
    expect((await screen.findAllByText(PASSWORD_REQUEST_SUCCESS)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });
});

describe('password reset (000 §4.5, §5)', () => {
  function renderReset() {
    render(
      <MemoryRouter initialEntries={['/password-reset/key123']}>
        <Routes>
          <Route path="/password-reset/:id" element={<PasswordReset />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('needs both fields, equal and at least 8 characters', async () => {
    renderReset();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(submit);
    expect(await screen.findByText(PASSWORDS_MUST_MATCH_8)).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it("sends the link's key and says 'Reset Successful!'", async () => {
    reset.mockResolvedValue({ detail: PASSWORD_RESET_SUCCESS, token: 't', id: 1 });
    renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(PASSWORD_RESET_SUCCESS)).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith({ validation_key: 'key123', password: 'new-password-1', password_confirm: 'new-password-1' });
  });

  it("shows the server's message for a used or expired link", async () => {
    reset.mockRejectedValue(new ApiError(400, { validation_key: ['This password reset link is invalid or has expired.'] }));
    renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  });
});
