import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSCODE_CHANGED, PASSCODE_EMPTY, PASSCODE_INVALID, PASSCODE_NOT_SET, PASSCODES_DO_NOT_MATCH, PASSCODE_NUMBERS_ONLY } from '@sift/contracts';
import { ApiError } from '@sift/api-client';
import { renderFeature } from '../shared/render-page.test-utils';
import { ChangePasscode } from './change-passcode';

const get = jest.fn();
const update = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ requiredFilters: { get: () => get(), update: (body: unknown) => update(body) } }) }));

beforeEach(() => {
  get.mockReset().mockResolvedValue({ user_id: 1, id_map: {}, passcode_set: true });
  update.mockReset().mockResolvedValue({ user_id: 1, id_map: {}, passcode_set: true });
});

const fill = async (current: string, next: string, confirm: string) => {
  if (current) await userEvent.type(await screen.findByLabelText('Current passcode'), current);
  if (next) await userEvent.type(screen.getByLabelText('New passcode'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new passcode'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change passcode' }));
};

it('checks the spec’s rules before asking the server', async () => {
  renderFeature(<ChangePasscode />);
  await screen.findByLabelText('Current passcode');
  await fill('', '12a4', '12a4');
  expect(await screen.findByText(PASSCODE_EMPTY)).toBeVisible();
  expect(screen.getByText(PASSCODE_NUMBERS_ONLY)).toBeVisible();
  await userEvent.clear(screen.getByLabelText('New passcode'));
  await userEvent.clear(screen.getByLabelText('Confirm new passcode'));
  await fill('4321', '5678', '5679');
  expect(await screen.findByText(PASSCODES_DO_NOT_MATCH)).toBeVisible();
  expect(update).not.toHaveBeenCalled();
});

it('changes it with the current passcode (PATCH passcode, passcode_new), then says so', async () => {
  renderFeature(<ChangePasscode />);
  await fill('4321', '5678', '5678');
  expect(await screen.findByText(PASSCODE_CHANGED)).toBeVisible();
  expect(update).toHaveBeenCalledWith({ passcode: '4321', passcode_new: '5678', passcode_confirm: '5678' });
});

it("a wrong current passcode answers 'Invalid passcode' by that field, keeping what was typed", async () => {
  update.mockRejectedValue(new ApiError(403, { detail: PASSCODE_INVALID }));
  renderFeature(<ChangePasscode />);
  await fill('1111', '5678', '5678');
  expect(await screen.findByText(PASSCODE_INVALID)).toBeVisible();
  expect(screen.getByLabelText('New passcode')).toHaveValue('5678');
});

it('without a passcode, says to set one first', async () => {
  get.mockResolvedValue({ user_id: 1, id_map: {}, passcode_set: false });
  renderFeature(<ChangePasscode />);
  expect(await screen.findByText(PASSCODE_NOT_SET)).toBeVisible();
  expect(screen.queryByLabelText('Current passcode')).not.toBeInTheDocument();
});

it("puts the server's field message under its field, and sends once however often it is submitted meanwhile", async () => {
  let answer: (failure: unknown) => void = () => undefined;
  update.mockReturnValue(new Promise((_, reject) => (answer = reject)));
  renderFeature(<ChangePasscode />);
  await fill('4321', '5678', '5678');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change passcode' })).toBeDisabled());
  fireEvent.submit(screen.getByRole('form', { name: 'Change your passcode' }));
  answer(new ApiError(400, { passcode_new: ['Choose a passcode you have not used.'] }));
  expect(await screen.findByText('Choose a passcode you have not used.')).toHaveClass('ui-field__error');
  expect(screen.getByLabelText('New passcode')).toHaveAccessibleDescription('Choose a passcode you have not used.');
  expect(update).toHaveBeenCalledTimes(1);
});
