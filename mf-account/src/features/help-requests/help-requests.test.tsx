import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_REQUEST_RECEIVED, HELP_REQUESTS_EMPTY, PRIORITY_REQUEST_REQUIRED } from '@sift/contracts';
import { ApiError } from '@sift/api-client';
import { renderFeature } from '../shared/render-page.test-utils';
import { HelpRequests } from './help-requests';

const helpRequests = jest.fn();
const createHelpRequest = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ account: { helpRequests: () => helpRequests(), createHelpRequest: (body: unknown) => createHelpRequest(body) } }) }));

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const sent = { id: 1, device_type: 'Chromecast', description: 'Muted words come back when casting.', created_at: '2026-06-01T12:00:00Z' };

beforeEach(() => {
  helpRequests.mockReset().mockResolvedValue(page([sent]));
  createHelpRequest.mockReset().mockResolvedValue({ id: 2, detail: HELP_REQUEST_RECEIVED });
});

it('lists the requests sent before, or says there are none', async () => {
  renderFeature(<HelpRequests />);
  const item = await screen.findByTestId('help-request');
  expect(item).toHaveTextContent('Chromecast');
  expect(item).toHaveTextContent('June 1, 2026');
  expect(item).toHaveTextContent(sent.description);
  helpRequests.mockResolvedValue(page([]));
  renderFeature(<HelpRequests />);
  expect(await screen.findByText(HELP_REQUESTS_EMPTY)).toBeVisible();
});

it('asks for a device and a description in the spec’s words, then sends them and shows the server’s answer', async () => {
  renderFeature(<HelpRequests />);
  await screen.findByTestId('help-request');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PRIORITY_REQUEST_REQUIRED);
  expect(createHelpRequest).not.toHaveBeenCalled();
  await userEvent.selectOptions(screen.getByLabelText('Device'), 'Fire TV App');
  await userEvent.type(screen.getByLabelText('What is happening?'), '  No filters icon.  ');
  helpRequests.mockResolvedValue(page([{ ...sent, id: 2, device_type: 'Fire TV App', description: 'No filters icon.' }, sent]));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(HELP_REQUEST_RECEIVED)).toBeVisible();
  expect(createHelpRequest).toHaveBeenCalledWith({ device_type: 'Fire TV App', description: 'No filters icon.' });
  await waitFor(() => expect(screen.getAllByTestId('help-request')).toHaveLength(2));
  expect(within(screen.getAllByTestId('help-request')[0]).getByText('No filters icon.')).toBeVisible();
});

it('keeps what was typed when sending fails, with the server’s message', async () => {
  createHelpRequest.mockRejectedValue(new ApiError(400, { description: ['Too long.'] }));
  renderFeature(<HelpRequests />);
  await screen.findByTestId('help-request');
  await userEvent.selectOptions(screen.getByLabelText('Device'), 'Computer');
  await userEvent.type(screen.getByLabelText('What is happening?'), 'Lag');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Too long.')).toBeVisible();
  expect(screen.getByLabelText('What is happening?')).toHaveValue('Lag');
  expect(screen.getByLabelText('Device')).toHaveValue('Computer');
});

it('sends once however often it is submitted while the answer is on its way, then starts a new, empty request', async () => {
  let answer: () => void = () => undefined;
  createHelpRequest.mockReturnValue(new Promise((resolve) => (answer = () => resolve({ id: 2, detail: HELP_REQUEST_RECEIVED }))));
  renderFeature(<HelpRequests />);
  await screen.findByTestId('help-request');
  await userEvent.selectOptions(screen.getByLabelText('Device'), 'Computer');
  await userEvent.type(screen.getByLabelText('What is happening?'), 'Lag');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(createHelpRequest).toHaveBeenCalled());
  fireEvent.submit(screen.getByRole('form', { name: 'Ask for help' }));
  fireEvent.submit(screen.getByRole('form', { name: 'Ask for help' }));
  answer();
  expect(await screen.findByText(HELP_REQUEST_RECEIVED)).toBeVisible();
  expect(createHelpRequest).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('What is happening?')).toHaveValue('');
  expect(screen.getByLabelText('Device')).toHaveValue('');
});
