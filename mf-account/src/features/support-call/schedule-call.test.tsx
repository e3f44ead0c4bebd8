import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_DETAILS_REQUIRED } from '@sift/contracts';
import { ApiError } from '@sift/api-client';
import { renderFeature } from '../shared/render-page.test-utils';
import { ScheduleCall } from './schedule-call';

const callAvailability = jest.fn();
const scheduleCall = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ account: { callAvailability: () => callAvailability(), scheduleCall: (body: unknown) => scheduleCall(body), recordCancelingUserReason: async () => ({}) } }),
}));

// Two days in UTC, two free times on the second.
const slots = ['2025-06-05T18:00:00.000Z', '2025-06-06T15:00:00.000Z', '2025-06-06T16:00:00.000Z'];
const RealDateTimeFormat = Intl.DateTimeFormat;

beforeAll(() => {
  // The member's own time zone is UTC here, whatever the machine's.
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => new RealDateTimeFormat(locale, { timeZone: 'UTC', ...options }));
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  sessionStorage.clear();
  callAvailability.mockReset().mockResolvedValue({ slot_minutes: 30, time_zone: 'America/Denver', slots });
  scheduleCall.mockReset();
});

it("books the first free time of the day picked; the server's message goes under its field; one request at a time", async () => {
  renderFeature(<ScheduleCall />);
  await userEvent.selectOptions(await screen.findByLabelText('Day'), 'Friday, June 6');
  expect(screen.getByLabelText('Time')).toHaveValue('2025-06-06T15:00:00.000Z');
  await userEvent.clear(screen.getByLabelText('Your name'));
  await userEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
  expect(await screen.findByText(CALL_DETAILS_REQUIRED)).toBeVisible();
  expect(scheduleCall).not.toHaveBeenCalled();

  let answer: (failure: unknown) => void = () => undefined;
  scheduleCall.mockReturnValue(new Promise((_, reject) => (answer = reject)));
  await userEvent.type(screen.getByLabelText('Your name'), 'Pat Doe');
  await userEvent.type(screen.getByLabelText('Phone number'), '555');
  await userEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
  await waitFor(() => expect(scheduleCall).toHaveBeenCalled());
  fireEvent.submit(screen.getByRole('form', { name: 'Schedule a call' }));
  answer(new ApiError(400, { phone: ['Enter a phone number we can call.'] }));
  expect(await screen.findByText('Enter a phone number we can call.')).toHaveClass('ui-field__error');
  expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter a phone number we can call.');
  expect(scheduleCall).toHaveBeenCalledTimes(1);
  expect(scheduleCall).toHaveBeenCalledWith(expect.objectContaining({ start_time: '2025-06-06T15:00:00.000Z', name: 'Pat Doe', phone: '555' }));
});
