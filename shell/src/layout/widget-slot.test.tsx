import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import type { ParcelConfig } from 'single-spa';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { buildUser } from '@sift/contracts/testing';
import { WidgetSlot } from './widget-slot';

const searchWidget = { owner: 'discovery', slot: 'navbar-search' as const, name: 'search' };

/** A widget's lifecycles, as './start' of a remote would export them: it writes what it was given. */
const searchLifecycles: ParcelConfig = {
  bootstrap: async () => {},
  mount: async (props) => {
    const { domElement, slot, location } = props as unknown as { domElement: HTMLElement; slot: string; location: { pathname: string } };
    domElement.textContent = `search widget in ${slot} at ${location.pathname}`;
  },
  unmount: async () => {},
};

const loader = {
  loaded: false,
  widgetsIn: jest.fn(() => [searchWidget]),
  loadRemoteModule: jest.fn(async () => ({ ...searchLifecycles, widgets: { search: searchLifecycles } })),
};
jest.mock('../registry/remote-loader', () => {
  const actual = jest.requireActual('../registry/remote-loader');
  return {
    ...actual,
    widgetsIn: () => loader.widgetsIn(),
    loadRemoteModule: () => loader.loadRemoteModule(),
    loadedRemote: () => (loader.loaded ? {} : undefined),
  };
});

const renderSlot = () =>
  render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={['/browse']}>
        <WidgetSlot slot="navbar-search" />
      </MemoryRouter>
    </Provider>,
  );

describe('a widget slot', () => {
  it('mounts the widget the registry puts there, with the location and its slot (its remote loaded: at once)', async () => {
    loader.loaded = true;
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't0k3n', impersonating: false });
    renderSlot();
    expect(await screen.findByText('search widget in navbar-search at /browse')).toBeInTheDocument();
  });

  it('shows members-only slots to members only', () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    const { container } = renderSlot();
    expect(container).toBeEmptyDOMElement();
    expect(loader.loadRemoteModule).not.toHaveBeenCalledTimes(2);
  });

  it('is left out when the remote does not load', async () => {
    loader.loaded = true;
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't0k3n', impersonating: false });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemoteModule.mockRejectedValueOnce(new Error('offline'));
    const { container } = renderSlot();
    await waitFor(() => expect(error).toHaveBeenCalledWith('The search widget of discovery could not load', expect.any(Error)));
    expect(container.querySelector('[data-slot="navbar-search"]')).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
