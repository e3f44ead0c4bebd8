import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TV_CODE_INVALID, TV_LINKED_BODY, TV_LINKED_CLOSE, TV_LINKED_HEADING } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { TvLinkForm } from './tv-link-form';

const linkDevice = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ linking: { linkDevice: (code: string) => linkDevice(code) } }) }));

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/link/:code?" element={<TvLinkForm />} />
      </Routes>
    </MemoryRouter>,
  );

const boxes = () => screen.getAllByRole('textbox', { name: /Character \d of 6/ }) as HTMLInputElement[];

beforeEach(() => linkDevice.mockReset());

it('six boxes in two groups of three; typing all six sends the code as one string', async () => {
  linkDevice.mockResolvedValue({ device_name: 'Living Room TV' });
  const { container } = at('/link');
  expect(boxes()).toHaveLength(6);
  expect(container.querySelector('.ui-code-input__separator')).toHaveTextContent('-');
  await expectNoAxeViolations(container);
  await userEvent.type(boxes()[0], 'ab1#c2d');
  expect(linkDevice).toHaveBeenCalledWith('AB1C2D');
  expect(await screen.findByRole('heading', { name: TV_LINKED_HEADING })).toBeInTheDocument();
  expect(screen.getByText('Living Room TV')).toBeInTheDocument();
  expect(screen.getByText(TV_LINKED_BODY)).toBeInTheDocument();
  expect(screen.getByText(TV_LINKED_CLOSE)).toBeInTheDocument();
});

it('a code in the URL fills the boxes and is sent at once', async () => {
  linkDevice.mockResolvedValue({ device_name: 'Den' });
  at('/link/xyz789');
  await waitFor(() => expect(linkDevice).toHaveBeenCalledWith('XYZ789'));
  expect(await screen.findByText('Den')).toBeInTheDocument();
});

it("shows the server's error under the boxes, and empties them for another try", async () => {
  linkDevice.mockRejectedValue(new Error(TV_CODE_INVALID));
  at('/link/ZZZ999');
  expect(await screen.findByRole('alert')).toHaveTextContent(TV_CODE_INVALID);
  await waitFor(() => expect(boxes().map((b) => b.value).join('')).toBe(''));
  expect(boxes()[0]).toHaveFocus();
});
