import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';

/**
 * Renders a feature as its page would: the site's store with a member signed in (every account page needs one; the
 * account's answers are kept under the account's id), the UI kit's providers, a router at `path`.
 */
export function renderFeature(element: ReactNode, path = '/account') {
  if (siftStore.get(sessionAtom).status !== 'signed-in') siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't', impersonating: false });
  return render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
