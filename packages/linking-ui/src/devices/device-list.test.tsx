import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_DEVICES, type TvDevice } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { DeviceList } from './device-list';

const devices: TvDevice[] = [
  { id: 1, name: 'Living Room', device_name: 'Fire TV', type: 'FireTv', install_help_link: null, created_at: '2026-06-01T12:00:00Z' },
  { id: 2, name: 'Basement', device_name: 'Apple TV', type: 'AppleTv', install_help_link: null, created_at: '2026-06-02T12:00:00Z' },
];

it('lists the devices and removes one after asking', async () => {
  const onRemove = jest.fn(async () => undefined);
  const { container } = render(<DeviceList devices={devices} onRemove={onRemove} />);
  expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.lk-device__name')?.textContent)).toEqual(['Living Room', 'Basement']);
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Fire TV · added Jun 1, 2026');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Basement' }));
  await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove Basement?' })).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(onRemove).toHaveBeenCalledWith(devices[1]));
});

it('says when there are none', () => {
  render(<DeviceList devices={[]} onRemove={jest.fn()} />);
  expect(screen.getByText(NO_DEVICES)).toBeInTheDocument();
});
