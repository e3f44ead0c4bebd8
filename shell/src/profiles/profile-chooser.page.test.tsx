import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { activeProfileIdAtom, href, sessionAtom, siftStore } from '@sift/app-kit';
import { ADD_PROFILE, chooseProfileFirst, MANAGE_PROFILES } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { ProfileChooserPage } from './profile-chooser.page';

function renderAt(path: string) {
  const parker = buildProfile({ id: 1, name: 'Parker', account_access: true });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [parker] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, null);
  return render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profiles" element={<ProfileChooserPage />} />
          <Route path="/profiles/manage" element={<p>manage profiles screen</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe("'Who's Watching?' (002 §2.3)", () => {
  it('says why it is shown when Manage Profiles or Add Profile needs a profile first, then opens that screen', async () => {
    renderAt(href('profiles', undefined, { redirect: href('manageProfiles') }));
    expect(screen.getByRole('status')).toHaveTextContent(chooseProfileFirst(MANAGE_PROFILES));
    await userEvent.click(screen.getByRole('button', { name: 'Parker' }));
    expect(await screen.findByText('manage profiles screen')).toBeInTheDocument();
  });

  it('names Add Profile for its screen, and says nothing extra for any other destination', () => {
    const { unmount } = renderAt(href('profiles', undefined, { redirect: href('newProfile') }));
    expect(screen.getByRole('status')).toHaveTextContent(chooseProfileFirst(ADD_PROFILE));
    unmount();
    renderAt(href('profiles', undefined, { redirect: href('browse') }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
