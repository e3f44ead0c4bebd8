/**
 * The account-info dialogs on FormDialog (docs/decisions/0123, 0125): the rules of 002 §5 before the server is asked,
 * the server's field messages under their fields, one request however often Save is pressed, a new form each time.
 * Each loads when its button is first pressed (lazy-dialogs.tsx): the tests wait for it (findBy).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE, EMAILS_MUST_MATCH, INVALID_EMAIL, NEW_PASSWORDS_DO_NOT_MATCH, PROVIDE_CURRENT_PASSWORD, PROVIDE_PASSWORD } from '@sift/contracts';
import { buildUser } from '@sift/contracts/testing';
import { ApiError } from '@sift/api-client';
import { renderFeature } from '../shared/render-page.test-utils';
import { AccountInfoSection } from './account-info-section';

const changeName = jest.fn();
const changeEmail = jest.fn();
const verifyEmailChange = jest.fn();
const changePassword = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    users: {
      changeName: (body: unknown) => changeName(body),
      changeEmail: (body: unknown) => changeEmail(body),
      verifyEmailChange: (code: string) => verifyEmailChange(code),
      changePassword: (id: number, body: unknown) => changePassword(id, body),
    },
  }),
}));
jest.mock('@sift/app-kit', () => ({ ...jest.requireActual<object>('@sift/app-kit'), refreshUser: () => Promise.resolve() }));

const user = buildUser({ id: 5, email: 'pat@sift.example', first_name: 'Pat', last_name: 'Doe' });

beforeEach(() => {
  changeName.mockReset().mockResolvedValue({});
  changeEmail.mockReset().mockResolvedValue({});
  verifyEmailChange.mockReset().mockResolvedValue({});
  changePassword.mockReset().mockResolvedValue({});
});

describe('Change name', () => {
  it('opens with the names, sends them, closes; the next opening starts from the names again', async () => {
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Pat');
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'Hale');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changeName).toHaveBeenCalledWith({ first_name: 'Pat', last_name: 'Hale' });
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
  });

  it("puts the server's message under its field and keeps the dialog open", async () => {
    changeName.mockRejectedValue(new ApiError(400, { first_name: ['This field may not be blank.'] }));
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field may not be blank.')).toHaveClass('ui-field__error');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field may not be blank.');
    expect(screen.getByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
  });
});

describe('Change email', () => {
  it('checks the address and its confirmation, then shows a taken address under the field, then the code step', async () => {
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await userEvent.type(await screen.findByLabelText('New email'), 'robin@home');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(INVALID_EMAIL)).toBeVisible();
    expect(screen.getByText(PROVIDE_PASSWORD)).toBeVisible();
    await userEvent.type(screen.getByLabelText('New email'), '.example');
    await userEvent.type(screen.getByLabelText('Confirm new email'), 'robin@home.examples');
    await userEvent.type(screen.getByLabelText('Password'), 'watchtogether');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(EMAILS_MUST_MATCH)).toBeVisible();
    expect(changeEmail).not.toHaveBeenCalled();

    changeEmail.mockRejectedValueOnce(new ApiError(400, { new_email: [EMAIL_IN_USE] }));
    await userEvent.clear(screen.getByLabelText('Confirm new email'));
    await userEvent.type(screen.getByLabelText('Confirm new email'), 'Robin@home.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(EMAIL_IN_USE)).toHaveClass('ui-field__error');
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription(EMAIL_IN_USE);

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a six-character code to robin@home.example\./)).toBeVisible();
    expect(changeEmail).toHaveBeenLastCalledWith({ new_email: 'robin@home.example', password: 'watchtogether' });
    expect(screen.getByRole('dialog', { name: 'Change email' })).toBeInTheDocument();
  });
});

describe('Change password', () => {
  const fill = async (current: string, password: string, confirm: string) => {
    await screen.findByRole('dialog', { name: 'Change password' });
    if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
    if (password) await userEvent.type(screen.getByLabelText('New password'), password);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  };

  it("checks 002 §5's texts first, then says a wrong current password under that field", async () => {
    changePassword.mockRejectedValue(new ApiError(400, { password_last: [CURRENT_PASSWORD_INCORRECT] }));
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await fill('', 'brand-new-secret', 'brand-new-secrets');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PROVIDE_CURRENT_PASSWORD)).toBeVisible();
    expect(screen.getByText(NEW_PASSWORDS_DO_NOT_MATCH)).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Current password'), 'not-mine');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CURRENT_PASSWORD_INCORRECT)).toHaveClass('ui-field__error');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(CURRENT_PASSWORD_INCORRECT);
    expect(changePassword).toHaveBeenCalledWith(5, { password_last: 'not-mine', password: 'brand-new-secret', confirm: 'brand-new-secret' });
  });

  it('sends once however often it is submitted while the answer is on its way, then closes and says so', async () => {
    let answer: () => void = () => undefined;
    changePassword.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await fill('watchtogether', 'brand-new-secret', 'brand-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Change password' }));
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(changePassword).toHaveBeenCalledTimes(1);
  });
});
