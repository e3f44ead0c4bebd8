import { act, renderHook, waitFor } from '@testing-library/react';
import type { Lineup, TagSet } from '@sift/contracts';
import { buildLineup, buildTagSet } from '@sift/contracts/testing/playback';
import { useTitleFilters, type TitleFilterReads } from './use-title-filters';

function reads(overrides: Partial<TitleFilterReads> = {}) {
  return {
    tagSet: jest.fn(async (id: number): Promise<TagSet> => buildTagSet({ id })),
    lineup: jest.fn(async (tagSetId: number): Promise<Lineup> => buildLineup({ id: tagSetId * 10, tag_set_id: tagSetId })),
    saveLineup: jest.fn(async (id: number, refmap: Record<string, boolean>): Promise<Lineup> => buildLineup({ id, refmap })),
    ...overrides,
  };
}

it('waits for a tag set id, then loads the tag set and the lineup', async () => {
  const api = reads();
  const { result, rerender } = renderHook(({ id }: { id: number | null }) => useTitleFilters(api, id), { initialProps: { id: null as number | null } });
  expect(result.current).toMatchObject({ status: 'idle', tagSet: null, lineup: null, activeCount: null });
  expect(api.tagSet).not.toHaveBeenCalled();
  rerender({ id: 5 });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.tagSet?.id).toBe(5);
  expect(result.current.lineup?.id).toBe(50);
  expect(api.tagSet).toHaveBeenCalledWith(5);
  expect(api.lineup).toHaveBeenCalledWith(5);
});

it("counts what the choices cut or mute with the engine's rule and keeps the count current after a save, without reading again", async () => {
  const api = reads();
  // Harbor Lights: Profanity (18), Kissing (9) and Graphic Violence (15); the profile filters More (5) as a whole.
  const { result } = renderHook(() => useTitleFilters(api, 5, { globalFilters: { '5': true }, requiredFilters: { '15': true } }));
  await waitFor(() => expect(result.current.activeCount).toBe(2));
  let saved: Lineup | undefined;
  await act(async () => {
    saved = await result.current.save({ 'hl-p1': true, 'hl-k1': true, 'hl-v1': false });
  });
  expect(api.saveLineup).toHaveBeenCalledWith(50, { 'hl-p1': true, 'hl-k1': true, 'hl-v1': false });
  expect(result.current.lineup).toEqual(saved);
  // Kissing on too, and Graphic Violence stays on: parental controls require it whatever the lineup says.
  expect(result.current.activeCount).toBe(3);
  expect(result.current.lineup?.refmap['hl-k1']).toBe(true);
  expect(api.tagSet).toHaveBeenCalledTimes(1);
});

it('says failed when either read fails, and a failed save rejects', async () => {
  const failing = reads({ lineup: jest.fn(async () => Promise.reject(new Error('offline'))) });
  const { result } = renderHook(() => useTitleFilters(failing, 5));
  await waitFor(() => expect(result.current.status).toBe('failed'));
  expect(result.current.tagSet).toBeNull();

  const api = reads({ saveLineup: jest.fn(async () => Promise.reject(new Error('Your filters could not be saved.'))) });
  const loaded = renderHook(() => useTitleFilters(api, 5));
  await waitFor(() => expect(loaded.result.current.status).toBe('ready'));
  await expect(loaded.result.current.save({})).rejects.toThrow('Your filters could not be saved.');
  expect(loaded.result.current.lineup?.refmap).toEqual({});
});

it('drops an answer for a tag set id that is no longer asked for', async () => {
  let answerFirst: (tagSet: TagSet) => void = () => undefined;
  const api = reads({
    tagSet: jest.fn((id: number) => (id === 5 ? new Promise<TagSet>((resolve) => (answerFirst = resolve)) : Promise.resolve(buildTagSet({ id })))),
  });
  const { result, rerender } = renderHook(({ id }: { id: number }) => useTitleFilters(api, id), { initialProps: { id: 5 } });
  rerender({ id: 6 });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  await act(async () => answerFirst(buildTagSet({ id: 5 })));
  expect(result.current.tagSet?.id).toBe(6);
  expect(result.current.lineup?.tag_set_id).toBe(6);
});
