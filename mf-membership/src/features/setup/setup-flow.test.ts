import routes from '../../routes';
import { afterIntro, filteredLeafIds, SETUP_NEXT } from './setup-flow';

it('goes from the intro to the review when a global filter is on, else to choosing filters (002 §4)', () => {
  expect(afterIntro({})).toBe('setupV2SimpleFilters');
  expect(afterIntro({ '18': false })).toBe('setupV2SimpleFilters');
  expect(afterIntro({ '7': true })).toBe('setupV2ReviewSimple');
});

it("reads the profile's filters by the engine's rule: a parent entry filters its leaves (the leaf-only copy saw none)", () => {
  // { "5": true } is 'More' filtered as a whole: Profanity, Blasphemy, Childish Language and Racial Slurs.
  expect(afterIntro({ '5': true })).toBe('setupV2ReviewSimple');
  expect(filteredLeafIds({ '5': true, '20': false })).toEqual([18, 21, 23]);
  expect(filteredLeafIds({ '2': true, '9': false, '7': true })).toEqual([22, 6, 7]);
  expect(filteredLeafIds(null)).toEqual([]);
});

it('chains v2 (filters, review, devices, services), v3 and v4 to the success screen, over routes that exist', () => {
  const names = new Set(routes.routes.map((r) => r.name));
  const walk = (from: keyof typeof SETUP_NEXT) => {
    const path: string[] = [from];
    let at: string = from;
    while (at !== 'success') {
      at = SETUP_NEXT[at as keyof typeof SETUP_NEXT];
      path.push(at);
    }
    return path;
  };
  expect(walk('setupV2SimpleFilters')).toEqual(['setupV2SimpleFilters', 'setupV2ReviewSimple', 'setupV2Devices', 'setupV2Services', 'success']);
  expect(walk('setupV3SimpleFilters')).toEqual(['setupV3SimpleFilters', 'setupV3ReviewSimple', 'setupV3Services', 'setupV3PickTitle', 'setupV3TitleFilters', 'setupV3PlayTitle', 'success']);
  expect(walk('setupV4Intro')).toEqual(['setupV4Intro', 'setupV4Services', 'setupV4Connections', 'setupV4Devices', 'success']);
  for (const [from, to] of Object.entries(SETUP_NEXT)) {
    expect(names.has(from)).toBe(true);
    if (to !== 'success') expect(names.has(to)).toBe(true);
  }
});
