import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@sift/api-client';
import { EMAIL_REQUIRED_FOR_SIGNUP, EMAILS_MUST_MATCH, INVALID_EMAIL, PASSWORD_MIN_8, PASSWORDS_DO_NOT_MATCH, PASSWORDS_MUST_MATCH, STORAGE_KEYS } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { SignupForm, signupErrors } from './signup-form';
import { pendingSignup } from './pending-signup';
import { signupVariant } from './signup-experiment';

const signup = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ users: { signup: (...a: unknown[]) => signup(...a) }, socialLogin: {}, session: { browserId: () => 'b' } }) }));

function renderSignup(variant: 'control' | 'double', url = '/membership/signup') {
  localStorage.setItem(STORAGE_KEYS.signupExperiment, variant);
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/membership/signup" element={<SignupForm />} />
          <Route path="/membership/confirm-email" element={<p>code step</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

// Typing into several fields takes a few seconds under jsdom on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  signup.mockReset();
  localStorage.clear();
});

describe('sign-up validation texts (002 §5)', () => {
  const base = { email: 'pat@sift.example', emailConfirm: '', password: 'watchtogether', passwordConfirm: 'watchtogether' };
  it('gives each rule its text', () => {
    expect(signupErrors({ ...base, email: '' }, 'control').email).toEqual([EMAIL_REQUIRED_FOR_SIGNUP]);
    expect(signupErrors({ ...base, email: 'pat@' }, 'control').email).toEqual([INVALID_EMAIL]);
    expect(signupErrors({ ...base, password: 'short', passwordConfirm: 'short' }, 'control').password).toEqual([PASSWORD_MIN_8]);
    expect(signupErrors({ ...base, passwordConfirm: '' }, 'control').passwordConfirm).toEqual([PASSWORDS_DO_NOT_MATCH]);
    expect(signupErrors({ ...base, passwordConfirm: 'watchtogethe' }, 'control').passwordConfirm).toEqual([PASSWORDS_MUST_MATCH]);
    expect(signupErrors({ ...base, emailConfirm: 'other@sift.example' }, 'double').emailConfirm).toEqual([EMAILS_MUST_MATCH]);
    expect(signupErrors({ ...base, emailConfirm: 'PAT@sift.example' }, 'double')).toEqual({});
    expect(signupErrors(base, 'control')).toEqual({});
  });
});

describe('SignupForm', () => {
  it('control: shows the texts under the fields, keeps what was typed, sends nothing', async () => {
    const { container } = renderSignup('control');
    expect(screen.queryByLabelText('Confirm email')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MIN_8)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@sift');
    expect(signup).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('double: asks for the e-mail twice', async () => {
    renderSignup('double', '/membership/signup?email=pat%40sift.example');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@sift.example');
    await userEvent.type(screen.getByLabelText('Confirm email'), 'pat@sift.exampl');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(EMAILS_MUST_MATCH)).toBeInTheDocument();
  });

  it('a 202 keeps e-mail and password in memory and goes to the code step', async () => {
    signup.mockResolvedValue({ confirmation_pending: true, detail: 'sent' });
    renderSignup('control');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('code step')).toBeInTheDocument();
    expect(signup).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@sift.example', password: 'watchtogether', confirmation_required: true }));
    expect(pendingSignup()).toEqual({ email: 'pat@sift.example', password: 'watchtogether' });
  });

  it('sends the affiliate click id the visitor arrived with as ir_click_id, beside rupi and the promo code (002 §7)', async () => {
    signup.mockResolvedValue({ confirmation_pending: true, detail: 'sent' });
    localStorage.setItem(STORAGE_KEYS.irClickId, 'clk-42');
    localStorage.setItem(STORAGE_KEYS.referralCode, 'rupi7');
    renderSignup('control');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('code step')).toBeInTheDocument();
    expect(signup).toHaveBeenCalledWith(expect.objectContaining({ ir_click_id: 'clk-42', rupi: 'rupi7' }));
  });

  it("shows the server's field error under the field", async () => {
    signup.mockRejectedValue(new ApiError(400, { email: ['A user with that email already exists.'] }));
    renderSignup('control');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('A user with that email already exists.')).toBeInTheDocument();
  });
});

describe('the experiment (002 §4)', () => {
  it('splits 50/50 and sticks per browser', () => {
    expect(signupVariant(() => 0.2)).toBe('control');
    expect(signupVariant(() => 0.9)).toBe('control');
    localStorage.clear();
    expect(signupVariant(() => 0.7)).toBe('double');
  });
});
