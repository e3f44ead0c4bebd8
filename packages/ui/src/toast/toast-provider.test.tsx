import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LINK_COPIED, PASSWORD_REQUEST_SUCCESS, TOAST_MS } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { UiProvider } from '../ui-provider/ui-provider';
import type { ToastOptions } from './toast-context';
import { useToast } from './use-toast';

function ShowButton({ text, options }: { text: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(text, options)}>
      Show
    </button>
  );
}

const region = () => screen.getByRole('region', { name: /Notifications/ });
const shown = (text: string) => within(region()).queryByText(text);
/** Presses Show; the first toast of a root waits for its region's chunk (a dynamic import). */
async function press() {
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await act(async () => undefined);
  await screen.findByRole('region', { name: /Notifications/ });
}

describe('toasts', () => {
  it('adds nothing to the page until the first toast', () => {
    render(
      <UiProvider>
        <ShowButton text={LINK_COPIED} />
      </UiProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 2.5 s (TOAST_MS) by default', async () => {
    expect(TOAST_MS).toBe(2500);
    render(
      <UiProvider>
        <ShowButton text={LINK_COPIED} />
      </UiProvider>,
    );
    await press();
    expect(shown('Link copied.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(shown('Link copied.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(shown('Link copied.')).toBeNull();
  });

  it('takes a duration: the password request toast stays 5 s (000 §8)', async () => {
    render(
      <UiProvider>
        <ShowButton text={PASSWORD_REQUEST_SUCCESS} options={{ duration: 5000, tone: 'success' }} />
      </UiProvider>,
    );
    await press();
    act(() => jest.advanceTimersByTime(4999));
    expect(shown(PASSWORD_REQUEST_SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(shown(PASSWORD_REQUEST_SUCCESS)).toBeNull();
  });

  it('stacks several toasts, each with its own timer', async () => {
    render(
      <UiProvider>
        <ShowButton text="First" />
      </UiProvider>,
    );
    await press();
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(within(region()).getAllByText('First')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1500));
    expect(within(region()).getAllByText('First')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown('First')).toBeNull();
  });

  it('announces errors at once (assertive)', async () => {
    render(
      <UiProvider>
        <ShowButton text="There was a problem copying your link." options={{ tone: 'error' }} />
      </UiProvider>,
    );
    await press();
    expect(within(region()).getByText('There was a problem copying your link.').closest('li')).toHaveClass(
      'ui-toast--error',
    );
    // Radix announces through a live region of its own, filled on the next frame.
    act(() => jest.advanceTimersByTime(50));
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'assertive');
    expect(announcer).toHaveTextContent('There was a problem copying your link.');
  });

  it('refuses to work outside a UiProvider, with a message saying why', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton text="x" />)).toThrow('useToast needs a UiProvider');
  });

  it('passes axe with a toast showing', async () => {
    jest.useRealTimers();
    const { baseElement } = render(
      <UiProvider>
        <ShowButton text={LINK_COPIED} />
      </UiProvider>,
    );
    await press();
    await expectNoAxeViolations(baseElement);
  });
});
