import { buildProfile, buildUser } from '@sift/contracts/testing';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { saveWizardChoices } from './save-wizard-choices';
import { writeWizardChoices } from './wizard-choices';

const update = jest.fn(async (_id: number, _patch: object) => buildProfile());
jest.mock('../../api', () => ({
  api: () => ({
    profiles: { update: (id: number, patch: object) => update(id, patch) },
    users: { updateFlags: async () => ({ has_onboarded: false }) },
  }),
}));
jest.mock('@sift/app-kit', () => ({ refreshUser: async () => undefined }));

beforeEach(() => {
  sessionStorage.clear();
  update.mockClear();
});

it("writes the wizard's filter switches over the primary profile's filters as one normalized map", async () => {
  writeWizardChoices({ filters: { '18': false, '6': true }, filtersDone: true });
  const primary = buildProfile({ id: 7, is_primary: true, global_filters: { '5': true } });
  await saveWizardChoices(buildUser({ profiles: [primary] }));
  expect(update).toHaveBeenCalledTimes(1);
  const { global_filters: written } = update.mock.calls[0][1] as { global_filters: Record<string, boolean> };
  expect(written).toEqual(normalizeCategoryFilters(defaultCategoryTree(), { '5': true, '18': false, '6': true }));
  // 'More' keeps Blasphemy, Childish Language and Racial Slurs from its parent entry; Profanity is off, so More is not whole.
  expect([written['18'], written['20'], written['21'], written['23'], written['5'], written['6']]).toEqual([false, true, true, true, false, true]);
});

it('saves once: a second call writes nothing', async () => {
  writeWizardChoices({ filters: { '18': true }, filtersDone: true });
  const user = buildUser({ profiles: [buildProfile({ id: 7, is_primary: true })] });
  await saveWizardChoices(user);
  await saveWizardChoices(user);
  expect(update).toHaveBeenCalledTimes(1);
});
