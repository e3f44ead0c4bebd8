import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@sift/api-client';
import { CONFIRMATION_CODE_INVALID } from '@sift/contracts';
import { ConfirmEmail } from './confirm-email';
import { setPendingSignup } from './pending-signup';

const signup = jest.fn();
const continueAfterSignup = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ users: { signup: (...a: unknown[]) => signup(...a) } }) }));
jest.mock('./after-signup', () => ({ signupExtras: () => ({}), continueAfterSignup: (t: string) => continueAfterSignup(t) }));

function renderConfirm() {
  render(
    <MemoryRouter initialEntries={['/membership/confirm-email']}>
      <Routes>
        <Route path="/membership/confirm-email" element={<ConfirmEmail />} />
        <Route path="/membership/signup" element={<p>sign-up page</p>} />
        <Route path="/membership/plan" element={<p>plans</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  signup.mockReset();
  continueAfterSignup.mockReset();
});
afterEach(() => jest.useRealTimers());

it('without a pending sign-up goes back to sign-up', () => {
  setPendingSignup(null);
  renderConfirm();
  expect(screen.getByText('sign-up page')).toBeInTheDocument();
});

it('an invalid code shows the text after at least 1 s and clears the boxes', async () => {
  setPendingSignup({ email: 'pat@sift.example', password: 'watchtogether' });
  signup.mockRejectedValue(new ApiError(400, { confirmation_code: [CONFIRMATION_CODE_INVALID], code: 'confirmation_code_invalid' }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderConfirm();
  await user.keyboard('ABC123');
  expect(signup).toHaveBeenCalledWith(expect.objectContaining({ confirmation_code: 'ABC123', email: 'pat@sift.example' }));
  expect(screen.queryByText(CONFIRMATION_CODE_INVALID)).toBeNull();
  await act(async () => jest.advanceTimersByTime(1000));
  expect(await screen.findByText(CONFIRMATION_CODE_INVALID)).toBeInTheDocument();
  expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value).join('')).toBe('');
  expect(screen.getByRole('textbox', { name: 'Character 1 of 6' })).toHaveFocus();
});

it('a good code pauses 2 s on the confirmation, then goes on', async () => {
  setPendingSignup({ email: 'pat@sift.example', password: 'watchtogether' });
  signup.mockResolvedValue({ token: 't', id: 1 });
  continueAfterSignup.mockResolvedValue('/membership/plan');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderConfirm();
  await user.keyboard('ABC123');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(await screen.findByText(/Your e-mail is confirmed/)).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1999));
  expect(screen.queryByText('plans')).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  expect(await screen.findByText('plans')).toBeInTheDocument();
});
