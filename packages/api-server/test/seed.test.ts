/** The seed: deterministic catalogue, the large size, realistic tag counts, and the documented demo accounts. */
import fs from 'node:fs';
import path from 'node:path';
import { LARGE_SEED_WORKS, REPO_ROOT } from '../src/config';
import { generateCatalogue } from '../src/seed/catalogue-generator';
import { DEMO_ACCOUNTS, DEMO_PASSCODE, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { readDemoMediaCatalogue } from '../src/seed/demo-media.seed';
import { generateTags } from '../src/catalogue/tag-generator';
import { FIXTURE_MEDIA_DIR } from './helpers/test-server';

describe('catalogue generator', () => {
  it('is deterministic', () => {
    const a = generateCatalogue({ works: 300 });
    const b = generateCatalogue({ works: 300 });
    expect(a).toEqual(b);
  });

  it(`builds ${LARGE_SEED_WORKS} works with unique slugs, shows with episodes, and tens to about a thousand tags per title`, () => {
    const catalogue = generateCatalogue({ works: LARGE_SEED_WORKS });
    expect(catalogue.works).toHaveLength(LARGE_SEED_WORKS);
    expect(new Set(catalogue.works.map((w) => w.slug)).size).toBe(LARGE_SEED_WORKS);
    const types = new Set(catalogue.works.map((w) => w.type));
    expect([...types].sort()).toEqual(['episode', 'movie', 'show']);
    const movieCounts = catalogue.tagSets.filter((t) => catalogue.works[t.workId - 1].type === 'movie').map((t) => t.tagsCount);
    expect(Math.min(...movieCounts)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...movieCounts)).toBeLessThanOrEqual(1000);
    expect(Math.max(...movieCounts)).toBeGreaterThan(900);
    const median = [...movieCounts].sort((x, y) => x - y)[Math.floor(movieCounts.length / 2)];
    expect(median).toBeGreaterThan(50);
    expect(median).toBeLessThan(200);
    // Every episode points at its show and season.
    const episodes = catalogue.works.filter((w) => w.type === 'episode');
    expect(episodes.every((e) => catalogue.works[e.showId! - 1].type === 'show')).toBe(true);
  });

  it('generates tags inside the media duration, sorted by start', () => {
    const tags = generateTags(7, 12345, 200, 5400);
    expect(tags).toHaveLength(200);
    expect(tags.every((t) => t.start_approx >= 0 && t.end_approx > t.start_approx && t.start_approx <= 5400)).toBe(true);
    expect(tags.map((t) => t.start_approx)).toEqual([...tags.map((t) => t.start_approx)].sort((a, b) => a - b));
  });
});

describe('demo accounts', () => {
  it('match docs/demo-accounts.md', () => {
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'demo-accounts.md'), 'utf8');
    expect(doc).toContain(`\`${DEMO_PASSWORD}\``);
    expect(doc).toContain(`parental passcode ${DEMO_PASSCODE}`);
    const emails = [...doc.matchAll(/^\| ([^ |]+@[^ |]+) \|/gm)].map((m) => m[1]);
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual(emails);
    const parent = DEMO_ACCOUNTS.find((a) => a.key === 'parent')!;
    expect(parent.profiles.map((p) => [p.name, p.isPrimary, p.accountAccess])).toEqual([
      ['Parker', true, true],
      ['Riley', false, true],
      ['Sam', false, false],
    ]);
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'staff')!.isStaff).toBe(true);
  });
});

describe('demo media catalogue', () => {
  it('reads the fixture and tolerates a missing file', () => {
    expect(readDemoMediaCatalogue(FIXTURE_MEDIA_DIR).map((e) => e.slug)).toEqual(['tiny-demo']);
    expect(readDemoMediaCatalogue(path.join(FIXTURE_MEDIA_DIR, 'nowhere'))).toEqual([]);
  });
});
