import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { PROFILE_NAME_REQUIRED_SHOWN } from '@sift/contracts';
import { ApiError } from '@sift/api-client';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { renderFeature } from '../shared/render-page.test-utils';
import { ProfileEditor } from './profile-editor';

const update = jest.fn();
const create = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    profiles: {
      avatarGroups: () => Promise.resolve([{ id: 1, name: 'Animals', avatars: [{ id: 3, url: '/a.png', name: 'Fox' }] }]),
      update: (id: number, body: unknown) => update(id, body),
      create: (body: unknown) => create(body),
    },
  }),
}));
jest.mock('@sift/app-kit', () => ({ ...jest.requireActual<object>('@sift/app-kit'), refreshUser: () => Promise.resolve() }));

// Radix's switch measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
});

// 'More' (5) as a parent entry only, with a stale leaf under 'Intimacy' (6 is a parent): the raw map as stored before
// writes were normalized.
const stored = { '5': true, '7': false };

beforeEach(() => {
  update.mockReset().mockResolvedValue({});
  create.mockReset().mockResolvedValue({});
  const profile = buildProfile({ id: 7, name: 'Parker', global_filters: stored, is_primary: false });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile], required_filters: {} }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 7);
});

describe('ProfileEditor writes (0117)', () => {
  it('Done writes the default filters normalized: one entry per category, parents consistent', async () => {
    renderFeature(<ProfileEditor profileId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = (update.mock.calls[0] as [number, { global_filters: Record<string, boolean> }])[1].global_filters;
    expect(sent).toEqual(normalizeCategoryFilters(defaultCategoryTree(), stored));
    expect(Object.keys(sent).length).toBe(defaultCategoryTree().categories.length);
  });

  it('Create writes the default filters normalized too', async () => {
    renderFeature(<ProfileEditor profileId={null} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Robin');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const sent = (create.mock.calls[0] as [{ name: string; global_filters: Record<string, boolean> }])[0];
    expect(sent.name).toBe('Robin');
    expect(sent.global_filters).toEqual(normalizeCategoryFilters(defaultCategoryTree(), {}));
    expect(Object.keys(sent.global_filters).length).toBe(defaultCategoryTree().categories.length);
  });
});

describe('ProfileEditor form (0123)', () => {
  it("says an empty name as the spec does, the server's name message too, and creates once however often it is submitted", async () => {
    renderFeature(<ProfileEditor profileId={null} />);
    await userEvent.type(await screen.findByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PROFILE_NAME_REQUIRED_SHOWN)).toHaveClass('ui-field__error');
    expect(create).not.toHaveBeenCalled();

    let answer: (failure: unknown) => void = () => undefined;
    create.mockReturnValue(new Promise((_, reject) => (answer = reject)));
    await userEvent.type(screen.getByLabelText('Name'), 'Robin');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    fireEvent.submit(screen.getByRole('form', { name: 'New profile' }));
    answer(new ApiError(400, { name: ['Required'] }));
    expect(await screen.findByText(PROFILE_NAME_REQUIRED_SHOWN)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(PROFILE_NAME_REQUIRED_SHOWN);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
