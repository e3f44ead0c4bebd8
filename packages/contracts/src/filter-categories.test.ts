import { FILTER_CATEGORIES } from './filter-categories';

describe('the filter categories', () => {
  it("are typed as 000 §3 and 001 §3 name them: the five language leaves 'audio' (muted), every other 'audiovisual' (cut)", () => {
    const audio = [18, 22, 20, 21, 23];
    const leaves = [18, 22, 20, 21, 23, 6, 7, 9, 4, 15, 14, 16];
    for (const id of leaves) {
      expect([id, FILTER_CATEGORIES.find((c) => c.id === id)?.default_type]).toEqual([id, audio.includes(id) ? 'audio' : 'audiovisual']);
    }
    expect(new Set(FILTER_CATEGORIES.map((c) => c.default_type))).toEqual(new Set(['audio', 'audiovisual']));
  });
});
