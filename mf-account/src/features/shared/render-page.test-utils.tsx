import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { siftStore } from '@sift/app-kit';
import { UiProvider } from '@sift/ui';

/** Renders a feature as its page would: the site's store, the UI kit's providers, a router at `path`. */
export const renderFeature = (element: ReactNode, path = '/account') =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
