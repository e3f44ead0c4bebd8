import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { forgetApiData } from '@sift/data';
import { HideButton } from './hide-button';

const hide = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ discovery: { hide: (id: number) => hide(id), watchlistItems: async () => [], hiddenWorks: async () => [] } }),
}));

const renderButton = (onHidden = jest.fn()) => {
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <HideButton work={{ id: 10, title: 'Harbor Lights', type: 'movie' }} onHidden={onHidden} />
      </UiProvider>
    </Provider>,
  );
  return onHidden;
};

describe('HideButton (001 §4)', () => {
  beforeEach(() => {
    forgetApiData();
    const profile = buildProfile({ id: 7 });
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 7);
    hide.mockReset();
  });

  it('asks first (its question loads on the first press); Cancel hides nothing and gives focus back to the button', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Hide Harbor Lights' });
    await userEvent.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Hide Harbor Lights?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(hide).not.toHaveBeenCalled();
    // Asked again: the question is there at once.
    await userEvent.click(button);
    expect(screen.getByRole('alertdialog', { name: 'Hide Harbor Lights?' })).toBeInTheDocument();
  });

  it('hides the work once confirmed', async () => {
    hide.mockResolvedValue({ work_id: 10, created_at: 'now' });
    const onHidden = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Harbor Lights' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(hide).toHaveBeenCalledWith(10);
    expect(onHidden).toHaveBeenCalled();
  });
});
