import { render, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { Parcel } from './parcel';

/** Lifecycles that write what they were given into their element, and record each call. */
function lifecycles(fail?: 'mount' | 'update') {
  const calls: string[] = [];
  const config: ParcelConfig = {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => {
      const { domElement, page } = props as unknown as { domElement: HTMLElement; page: string };
      calls.push(`mount ${page}`);
      if (fail === 'mount') throw new Error('mount failed');
      domElement.textContent = `page ${page}`;
    },
    update: async (props) => {
      const { domElement, page } = props as unknown as { domElement: HTMLElement; page: string };
      calls.push(`update ${page}`);
      if (fail === 'update') throw new Error('update failed');
      domElement.textContent = `page ${page}`;
    },
    unmount: async (props) => {
      calls.push('unmount');
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
  return { calls, config };
}

describe('Parcel (a remote mounted in the React tree)', () => {
  it('mounts once into its element, updates with each render’s props, and unmounts when it goes', async () => {
    const { calls, config } = lifecycles();
    const mounted = jest.fn();
    const { container, rerender, unmount } = render(<Parcel config={config} className="remote-slot" props={{ page: 'a' }} onError={jest.fn()} onMounted={mounted} />);
    await waitFor(() => expect(container.querySelector('.remote-slot')).toHaveTextContent('page a'));
    expect(mounted).toHaveBeenCalledTimes(1);
    rerender(<Parcel config={config} className="remote-slot" props={{ page: 'b' }} onError={jest.fn()} onMounted={mounted} />);
    await waitFor(() => expect(container.querySelector('.remote-slot')).toHaveTextContent('page b'));
    unmount();
    await waitFor(() => expect(calls).toEqual(['bootstrap', 'mount a', 'update b', 'unmount']));
  });

  it('reports a failing lifecycle once, and runs nothing after it', async () => {
    const { calls, config } = lifecycles('mount');
    const failed = jest.fn();
    const { rerender, unmount } = render(<Parcel config={config} className="remote-slot" props={{ page: 'a' }} onError={failed} />);
    await waitFor(() => expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'mount failed' })));
    rerender(<Parcel config={config} className="remote-slot" props={{ page: 'b' }} onError={failed} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['bootstrap', 'mount a']);
  });

  it('an update that fails is reported; the parcel is then left alone', async () => {
    const { calls, config } = lifecycles('update');
    const failed = jest.fn();
    const { container, rerender } = render(<Parcel config={config} className="remote-slot" props={{ page: 'a' }} onError={failed} />);
    await waitFor(() => expect(container.querySelector('.remote-slot')).toHaveTextContent('page a'));
    rerender(<Parcel config={config} className="remote-slot" props={{ page: 'b' }} onError={failed} />);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    rerender(<Parcel config={config} className="remote-slot" props={{ page: 'c' }} onError={failed} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['bootstrap', 'mount a', 'update b']);
  });
});
