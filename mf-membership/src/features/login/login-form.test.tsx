import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@sift/api-client';
import { LoginForm } from './login-form';

const login = jest.fn();
const signIn = jest.fn();
const user = { subscription: { plan_price: '999', billing_frequency: 'monthly', subscription_is_active: true, is_renewing: true, is_upsellable_to_annual: false }, has_onboarded: true };

jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  return {
    ...actual,
    signIn: (token: string) => signIn(token),
    siftStore: { get: () => user },
  };
});

jest.mock('../../api', () => ({ api: () => ({ auth: { login } }) }));

function renderLogin(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login/:emailAs?" element={<LoginForm />} />
        <Route path="*" element={<p>landed on {'somewhere'}</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginForm', () => {
  beforeEach(() => {
    login.mockReset();
    signIn.mockReset();
  });

  it("sends both fields even when the password is empty, and shows the server's 'Please provide a password.' under it (000 §5)", async () => {
    login.mockRejectedValue(new ApiError(400, { password: ['Please provide a password.'] }));
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please provide a password.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'parent@sift.example', password: '' });
  });

  it("sends both fields when both are empty and shows each field's error from the server", async () => {
    login.mockRejectedValue(new ApiError(400, { username: ['This field is required.'], password: ['Please provide a password.'] }));
    renderLogin('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a password.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: '', password: '' });
  });

  it('/login/:emailAs pre-fills the e-mail from the route parameter, beside next', async () => {
    login.mockResolvedValue({ token: 't0k3n', id: 1 });
    renderLogin('/login/pat%40sift.example?next=%2Faccount');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('landed on somewhere')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'pat@sift.example', password: 'watchtogether' });
  });

  it('signs in with both fields and follows next', async () => {
    login.mockResolvedValue({ token: 't0k3n', id: 1 });
    renderLogin('/login?next=%2Faccount&emailAs=parent%40sift.example');
    expect(screen.getByLabelText('Email')).toHaveValue('parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('landed on somewhere')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'parent@sift.example', password: 'watchtogether' });
    expect(signIn).toHaveBeenCalledWith('t0k3n');
  });

  it("shows the server's field errors under the fields and keeps what was typed", async () => {
    login.mockRejectedValue(new ApiError(400, { password: ['This password is wrong.'] }));
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('This password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('parent@sift.example');
  });

  it("adds the 'Help!' link on 403", async () => {
    login.mockRejectedValue(new ApiError(403, { detail: 'This account is locked.' }));
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is locked.');
    expect(screen.getByRole('link', { name: 'Help!' })).toBeInTheDocument();
  });

  it("adds the 'Help!' link on a 403 that carries only field errors", async () => {
    login.mockRejectedValue(new ApiError(403, { username: ['This account is disabled.'] }));
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('This account is disabled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help!' })).toHaveAttribute('href', 'https://help.sift.example/articles/cannot-log-in');
  });

  it('a double click logs in once: the button waits for the answer', async () => {
    let answer: (value: { token: string; id: number }) => void = () => undefined;
    login.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderLogin('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'parent@sift.example');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    answer({ token: 't0k3n', id: 1 });
    expect(await screen.findByText('landed on somewhere')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);
  });
});
