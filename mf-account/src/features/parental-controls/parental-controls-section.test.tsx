import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { renderFeature } from '../shared/render-page.test-utils';
import { ParentalControlsSection } from './parental-controls-section';

const get = jest.fn();
const update = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ requiredFilters: { get: () => get(), update: (body: unknown) => update(body) } }) }));
jest.mock('@sift/app-kit', () => ({ ...jest.requireActual<object>('@sift/app-kit'), refreshUser: () => Promise.resolve() }));

// 'More' (5) as a parent entry only: a map as stored before writes were normalized.
const stored = { '5': true };

beforeEach(() => {
  get.mockReset().mockResolvedValue({ user_id: 1, id_map: stored, passcode_set: true });
  update.mockReset().mockResolvedValue({ user_id: 1, id_map: stored, passcode_set: true });
});

it('Save writes the parental-controls map normalized (0117), with the passcode', async () => {
  renderFeature(<ParentalControlsSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Parental Controls' }));
  await userEvent.type(await screen.findByLabelText('Passcode'), '2468');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  expect(update).toHaveBeenNthCalledWith(1, { passcode: '2468' });
  const sent = (update.mock.calls[1] as [{ passcode: string; id_map: Record<string, boolean> }])[0];
  expect(sent.passcode).toBe('2468');
  expect(sent.id_map).toEqual(normalizeCategoryFilters(defaultCategoryTree(), stored));
  expect(Object.keys(sent.id_map).length).toBe(defaultCategoryTree().categories.length);
});
