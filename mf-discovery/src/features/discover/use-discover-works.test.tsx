import { act, renderHook, waitFor } from '@testing-library/react';
import { DISCOVER_PAGE_SIZE, POSTER_LIST_MIN } from '@sift/contracts';
import { useDiscoverWorks } from './use-discover-works';

const workPosters = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ catalogue: { workPosters: (query: unknown) => workPosters(query) } }) }));

/** A catalogue of `total` works answered in batches by offset, as the API pages them. */
function serverWith(total: number) {
  workPosters.mockImplementation(async ({ limit, offset = 0 }: { limit: number; offset?: number }) => {
    const end = Math.min(total, offset + limit);
    const results = Array.from({ length: Math.max(0, end - offset) }, (_, i) => ({ id: offset + i + 1, slug: `w-${offset + i + 1}`, title: `W ${offset + i + 1}`, type: 'movie', year: 2020, poster_url: null }));
    return { count: total, next: null, previous: null, results };
  });
}
const offsets = () => workPosters.mock.calls.map(([query]) => (query as { offset: number }).offset);
const query = { maturities: [], my_services: false, catalogs: [] };

describe('discover list (001 §2, §9)', () => {
  beforeEach(() => workPosters.mockReset());

  it(`loads on past a batch the profile mostly hid: hidden works count neither toward the view limit nor the poster list minimum (${POSTER_LIST_MIN})`, async () => {
    serverWith(300);
    // All but 5 of the first batch hidden: the grid would show 5 posters and load nothing more.
    const hidden = new Set(Array.from({ length: DISCOVER_PAGE_SIZE - 5 }, (_, i) => i + 1));
    const { result } = renderHook(() => useDiscoverWorks(query, true, hidden));
    await waitFor(() => expect(offsets()).toEqual([0, DISCOVER_PAGE_SIZE]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.works.filter((w) => !hidden.has(w.id)).length).toBeGreaterThanOrEqual(POSTER_LIST_MIN);
  });

  it('counts only posters the viewer sees against the view limit, so a few hidden works do not stop the scroll', async () => {
    serverWith(300);
    const hidden = new Set([3, 7, 20, 41, 90]);
    const { result } = renderHook(() => useDiscoverWorks(query, true, hidden));
    await waitFor(() => expect(result.current.works).toHaveLength(DISCOVER_PAGE_SIZE));
    // 48 -> 96 by four scrolls: 95 posters to see, one short, so the next batch loads.
    for (let i = 0; i < 4; i++) act(() => result.current.grow());
    expect(result.current.viewLimit).toBe(96);
    await waitFor(() => expect(offsets()).toEqual([0, DISCOVER_PAGE_SIZE]));
  });

  it('stops at an empty batch even when fewer posters than the minimum show', async () => {
    serverWith(8);
    const { result } = renderHook(() => useDiscoverWorks(query, true));
    await waitFor(() => expect(result.current.exhausted).toBe(true));
    expect(offsets()).toEqual([0, DISCOVER_PAGE_SIZE]);
    expect(result.current.works).toHaveLength(8);
    expect(result.current.loading).toBe(false);
  });
});
