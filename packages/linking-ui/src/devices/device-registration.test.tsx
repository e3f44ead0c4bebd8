import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEVICE_CANNOT_REGISTER,
  DEVICE_NAME_IN_USE,
  DEVICE_SAVE_FAILED,
  DEVICE_SAVE_MIN_MS,
  DEVICE_SAVED,
  LINK_ANOTHER_TV_DEVICE,
  type TvDevice,
} from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { DeviceRegistration } from './device-registration';

const device = (id: number, name: string): TvDevice => ({ id, name, device_name: 'Fire TV', type: 'FireTv', install_help_link: null, created_at: '2026-06-01T12:00:00Z' });
const existing = [device(1, 'Living Room')];

const codeBoxes = () => screen.getAllByRole('textbox', { name: /Character \d of 5/ });

it("offers the devices; one that cannot be registered says so (001 §5)", async () => {
  const { container } = render(<DeviceRegistration devices={existing} onRegister={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Roku' }));
  expect(screen.getByRole('alert')).toHaveTextContent(DEVICE_CANNOT_REGISTER);
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Fire TV' }));
  expect(screen.getByRole('heading', { name: 'Register your Fire TV' })).toBeInTheDocument();
});

it('a route type that cannot be registered shows the message at once', () => {
  render(<DeviceRegistration devices={existing} initialTypeId="chromecast" onRegister={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent(DEVICE_CANNOT_REGISTER);
});

it("names it 'Device N' (devices + 2); the code takes five letters only, upper case; Save waits for both", async () => {
  const { container } = render(<DeviceRegistration devices={existing} initialTypeId="firetv" onRegister={jest.fn()} />);
  expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveValue('Device 3');
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.click(codeBoxes()[0]);
  await userEvent.keyboard('a1b-cde');
  expect(codeBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(['A', 'B', 'C', 'D', 'E']);
  await userEvent.keyboard('f');
  expect(codeBoxes().map((b) => (b as HTMLInputElement).value).join('')).toHaveLength(5);
  expect(save).toBeEnabled();
  await userEvent.clear(screen.getByRole('textbox', { name: 'Device name' }));
  expect(save).toBeDisabled();
  await expectNoAxeViolations(container);
});

it("refuses a name already in use: 'Name already in use'", async () => {
  render(<DeviceRegistration devices={existing} initialTypeId="appletv" onRegister={jest.fn()} />);
  const name = screen.getByRole('textbox', { name: 'Device name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'living room ');
  expect(screen.getByText(DEVICE_NAME_IN_USE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

describe('saving', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  async function fill(u: ReturnType<typeof user>) {
    await u.click(codeBoxes()[0]);
    await u.keyboard('QWERT');
  }

  it("takes at least 1 s, then 'Device Saved!' and 'Link Another TV Device' back to the choice", async () => {
    const onRegister = jest.fn(async () => device(2, 'Device 3'));
    const onSaved = jest.fn();
    render(<DeviceRegistration devices={existing} initialTypeId="firetv" onRegister={onRegister} onSaved={onSaved} />);
    const u = user();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(onRegister).toHaveBeenCalledWith({ name: 'Device 3', setup_key: 'QWERT', type: 'firetv', device_name: 'Fire TV' });
    await act(async () => void (await jest.advanceTimersByTimeAsync(DEVICE_SAVE_MIN_MS - 100)));
    expect(screen.queryByRole('heading', { name: DEVICE_SAVED })).toBeNull();
    await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
    expect(screen.getByRole('heading', { name: DEVICE_SAVED })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: LINK_ANOTHER_TV_DEVICE }));
    await u.click(screen.getByRole('button', { name: 'Android TV' }));
    // The saved device counts: the next default name moves on.
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveValue('Device 4');
  });

  it('a refused code shows the spec text and keeps what was typed', async () => {
    const onRegister = jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { fieldErrors: { setup_key: [DEVICE_SAVE_FAILED] } })));
    render(<DeviceRegistration devices={existing} initialTypeId="firetv" onRegister={onRegister} />);
    const u = user();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(DEVICE_SAVE_MIN_MS)));
    expect(screen.getByRole('alert')).toHaveTextContent(DEVICE_SAVE_FAILED);
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveValue('Device 3');
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('QWERT');
  });

  it("a name the server says is in use goes under the name", async () => {
    const onRegister = jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { fieldErrors: { name: [DEVICE_NAME_IN_USE] } })));
    render(<DeviceRegistration devices={existing} initialTypeId="firetv" onRegister={onRegister} />);
    const u = user();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(DEVICE_SAVE_MIN_MS)));
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveAccessibleDescription(DEVICE_NAME_IN_USE);
  });

  it("the server's refusal of the device type shows for the form; a second Save while saving sends once", async () => {
    const onRegister = jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { fieldErrors: { type: ['This device cannot be registered.'] } })));
    render(<DeviceRegistration devices={existing} initialTypeId="firetv" onRegister={onRegister} />);
    const u = user();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Device name' }), '{Enter}');
    await act(async () => void (await jest.advanceTimersByTimeAsync(DEVICE_SAVE_MIN_MS)));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This device cannot be registered.');
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveValue('Device 3');
  });
});

