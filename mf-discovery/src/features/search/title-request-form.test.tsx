import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sift/api-client';
import { REQUEST_FORM_MIN_MS, TITLE_REQUEST_FAILED, TITLE_REQUEST_REQUIRED, TITLE_REQUEST_SUCCESS, TITLE_REQUEST_YEAR } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { forgetApiData } from '@sift/data';
import { TitleRequestForm } from './title-request-form';

const requestTitle = jest.fn();
const service = (slug: string, name: string) => ({ id: slug.length, slug, name, log_in_link: '', display_order_linking: 0, logo_url: '', service_linking_page_image_url: null, catalogs: [] });
jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { streamingServices: async () => [service('sift', 'Sift'), service('netflix', 'Netflix'), service('appletv', 'Apple TV')] },
    discovery: { requestTitle: (...args: unknown[]) => requestTitle(...args) },
  }),
}));

const renderForm = () => render(<UiProvider><TitleRequestForm /></UiProvider>);

describe("TitleRequestForm ('Help Us Find Your Title!')", () => {
  beforeEach(() => {
    forgetApiData();
    requestTitle.mockReset();
  });

  it('lists every service but the product, with Apple TV+, and asks for a type, title and year or a link', async () => {
    renderForm();
    const services = screen.getByLabelText('Available On');
    await screen.findByRole('option', { name: 'Apple TV+' });
    expect([...(services as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a service', 'Netflix', 'Apple TV+']);
    await userEvent.type(screen.getByLabelText('Full Title'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TITLE_REQUEST_REQUIRED);
    expect(requestTitle).not.toHaveBeenCalled();
    // Editing any field clears the error.
    await userEvent.type(screen.getByLabelText('Full Title'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'movie');
    await userEvent.type(screen.getByLabelText('Year Released'), '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(TITLE_REQUEST_YEAR)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('shows loading at least 600 ms, then the success text, and resets', async () => {
    requestTitle.mockResolvedValue({});
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'show');
    await userEvent.type(screen.getByLabelText('Full Title'), '  The Title ');
    await userEvent.type(screen.getByLabelText('Year Released'), '2017');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(requestTitle).toHaveBeenCalledWith({ item_type: 'show', title: '  The Title ', year: '2017', external_url: '', service: null });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(REQUEST_FORM_MIN_MS - 100));
    expect(screen.queryByText(TITLE_REQUEST_SUCCESS)).toBeNull();
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText(TITLE_REQUEST_SUCCESS)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Title')).toHaveValue('');
    jest.useRealTimers();
  });

  it("keeps what was typed and shows the server's message, or the spec's text when the server fails", async () => {
    requestTitle.mockRejectedValueOnce(new ApiError(400, { external_url: ['Enter a link that starts with http:// or https://.'] }));
    requestTitle.mockRejectedValueOnce(new ApiError(500, { detail: 'boom' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Website Link'), 'example.com/title');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(/^Enter a link that starts with/)).toHaveTextContent('Enter a link that starts with http:// or https://.');
    expect(screen.getByLabelText('Website Link')).toHaveValue('example.com/title');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(TITLE_REQUEST_FAILED)).toBeInTheDocument();
  });

  it("the server's words about a field go under it, and a second click while sending sends once", async () => {
    let refuse: (error: unknown) => void = () => undefined;
    requestTitle.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    renderForm();
    await userEvent.type(screen.getByLabelText('Website Link'), 'https://example.com/title');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Website Link'), '{Enter}');
    expect(requestTitle).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new ApiError(400, { external_url: ['That page could not be read.'] })));
    expect(await screen.findByText('That page could not be read.')).toBeInTheDocument();
    expect(screen.getByLabelText('Website Link')).toHaveAccessibleDescription(/That page could not be read\./);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

