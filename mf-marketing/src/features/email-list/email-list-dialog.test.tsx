import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sift/api-client';
import { CONFIRMATION_CODE_INVALID, EMAIL_LIST_ERROR, INVALID_EMAIL, STORAGE_KEYS } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import EmailListDialog from './email-list-dialog';
import { EmailListInvite } from './email-list-invite';

const join = jest.fn();
const confirm = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ newsletter: { join, confirm } }) }));

function renderDialog() {
  return render(
    <UiProvider>
      <EmailListDialog open onOpenChange={() => undefined} />
    </UiProvider>,
  );
}

beforeEach(() => {
  join.mockReset();
  confirm.mockReset();
  localStorage.clear();
});

describe('the e-mail list (000 §4.1, §5, §8)', () => {
  it('refuses an address that does not match the pattern, keeping what was typed', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Email address'), 'me@home');
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    // The form validates asynchronously: its message can come after the click has returned, so wait for it.
    expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('me@home');
    expect(join).not.toHaveBeenCalled();
  });

  it('goes to confirmed at once when the server answers 201', async () => {
    join.mockResolvedValue('joined');
    renderDialog();
    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByText(/You are on the list/)).toBeInTheDocument();
    expect(join).toHaveBeenCalledWith('me@example.com');
  });

  it('on a 409 asks for the code, empties the boxes after an invalid one, and confirms with the right one', async () => {
    join.mockResolvedValue('confirmation_required');
    confirm.mockRejectedValueOnce(new ApiError(400, { code: [CONFIRMATION_CODE_INVALID] })).mockResolvedValueOnce(undefined);
    renderDialog();
    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    const boxes = await screen.findAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    await userEvent.type(boxes[0], 'ABC123');
    expect(await screen.findByText(CONFIRMATION_CODE_INVALID)).toBeInTheDocument();
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
    await userEvent.type(screen.getAllByRole('textbox')[0], 'XYZ789');
    expect(await screen.findByText(/You are on the list/)).toBeInTheDocument();
    expect(confirm).toHaveBeenLastCalledWith('me@example.com', 'XYZ789');
  });

  it("shows the server's message, or the list's own words when it has none", async () => {
    join.mockRejectedValueOnce(new ApiError(429, { detail: 'Too many e-mails. Try again later.' })).mockRejectedValueOnce(new ApiError(400, 'x'));
    renderDialog();
    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByText('Too many e-mails. Try again later.')).toBeInTheDocument();
    join.mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByText(EMAIL_LIST_ERROR)).toBeInTheDocument();
  });

  it("puts the server's message about the address under it, and sends once however often it is submitted", async () => {
    let answer!: (value: unknown) => void;
    join.mockReturnValueOnce(new Promise((resolve, reject) => (answer = () => reject(new ApiError(400, { email: ['Enter a valid email address.'] })))));
    renderDialog();
    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Join the list' }));
    // Enter in the field while the first submission is in flight.
    await userEvent.type(screen.getByLabelText('Email address'), '{Enter}');
    expect(join).toHaveBeenCalledTimes(1);
    answer(undefined);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email address')).toHaveValue('me@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes axe', async () => {
    renderDialog();
    await expectNoAxeViolations(document.body);
  });
});

describe('the invitation on /', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the modal after 20,000 ms, once per browser', async () => {
    const { unmount } = render(
      <UiProvider>
        <EmailListInvite />
      </UiProvider>,
    );
    act(() => jest.advanceTimersByTime(19_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(localStorage.getItem(STORAGE_KEYS.emailListModalSeen)).not.toBeNull();
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Get filtered picks by e-mail' })).toBeInTheDocument();
    unmount();

    jest.useFakeTimers();
    render(
      <UiProvider>
        <EmailListInvite />
      </UiProvider>,
    );
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts the 20 s from the arrival when it takes over a pre-rendered page the app started late on', () => {
    jest.useFakeTimers({ now: 0 });
    jest.advanceTimersByTime(12_000); // the visitor read the pre-rendered page for 12 s before the app started
    document.body.insertAdjacentHTML('afterbegin', '<div id="sift-document" data-path="/" data-remote="marketing"></div>');
    render(
      <UiProvider>
        <EmailListInvite />
      </UiProvider>,
    );
    document.getElementById('sift-document')!.remove();
    act(() => jest.advanceTimersByTime(7_999));
    expect(localStorage.getItem(STORAGE_KEYS.emailListModalSeen)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(localStorage.getItem(STORAGE_KEYS.emailListModalSeen)).not.toBeNull();
    jest.useRealTimers();
  });
});
