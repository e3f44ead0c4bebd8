/**
 * The deterministic demo catalogue: movies, shows with seasons and episodes, offerings across the streaming
 * services, tag sets with realistic counts (tens to about a thousand tags per title). Ids are assigned here
 * so the whole catalogue is built in memory and written with multi-row inserts.
 */
import type { offerings, seasons, tagSets, works } from '../db/schema';
import { createRandom, slugify, type Random } from '../reference-data/random';
import { BROWSE_CATEGORIES, maturityIdOf, SIFT_CATALOG_ID, ALL_CATALOGS } from '../reference-data';

type WorkRow = typeof works.$inferInsert & { id: number };
type SeasonRow = typeof seasons.$inferInsert & { id: number };
type TagSetRow = typeof tagSets.$inferInsert & { id: number };
type OfferingRow = typeof offerings.$inferInsert;

export interface GeneratedCatalogue {
  works: WorkRow[];
  seasons: SeasonRow[];
  tagSets: TagSetRow[];
  offerings: OfferingRow[];
}

export interface GenerateOptions {
  /** Total works: movies + shows + episodes. */
  works: number;
  seed?: number;
  /** First ids to use (the demo-media works take the lowest ones). */
  firstWorkId?: number;
  firstTagSetId?: number;
  firstSeasonId?: number;
  /** Slugs already taken. */
  takenSlugs?: Set<string>;
}

const ADJECTIVES = ['Silent', 'Golden', 'Hidden', 'Last', 'Broken', 'Wild', 'Crimson', 'Distant', 'Frozen', 'Burning', 'Secret', 'Lost', 'Brave', 'Midnight', 'Electric', 'Quiet', 'Restless', 'Hollow', 'Bright', 'Iron', 'Velvet', 'Northern', 'Lucky', 'Little', 'Endless', 'Forgotten', 'Shining', 'Savage', 'Gentle', 'Crooked'];
const NOUNS = ['Harbor', 'Kingdom', 'River', 'Promise', 'Garden', 'Frontier', 'Signal', 'Orchard', 'Lantern', 'Voyage', 'Summer', 'Empire', 'Island', 'Canyon', 'Letter', 'Crown', 'Shadow', 'Meadow', 'Horizon', 'Echo', 'Compass', 'Storm', 'Bridge', 'Circus', 'Mountain', 'Detective', 'Heart', 'Engine', 'Forest', 'Station'];
const PLACES = ['Arden', 'Bellwood', 'Cape Lorn', 'Dunmore', 'Eastfield', 'Falcon Ridge', 'Glenhaven', 'Harlow', 'Ivy Creek', 'Juniper Bay', 'Kestrel Point', 'Larkspur', 'Maple Hollow', 'New Calder', 'Oakmont', 'Port Sable'];
const PEOPLE = ['a retired detective', 'two estranged sisters', 'a young inventor', 'a small-town sheriff', 'a family of bakers', 'a washed-up boxer', 'an unlikely crew', 'a curious girl', 'a widowed rancher', 'a rookie reporter', 'a band of misfits', 'a brilliant surgeon'];
const PLOTS = ['must unravel a mystery that threatens everything they love', 'set out on a journey that changes them forever', 'fight to save their home from ruin', 'discover a secret buried for generations', 'race against time to stop a disaster', 'learn what family really means', 'face the past they tried to forget', 'take on a challenge no one thinks they can win'];
const MOVIE_RATINGS = [['G', 8], ['PG', 22], ['PG-13', 35], ['R', 28], ['NR', 7]] as const;
const SHOW_RATINGS = [['TV-Y', 5], ['TV-Y7', 8], ['TV-G', 12], ['TV-PG', 25], ['TV-14', 32], ['TV-MA', 18]] as const;
const FORMATS = ['HD', '4K', 'SD'] as const;

/** Weighted catalog choice for offerings; the product's own catalogue carries a share of the titles. */
const CATALOG_WEIGHTS: [number, number][] = ALL_CATALOGS.map((c) => [
  c.id,
  c.id === SIFT_CATALOG_ID ? 10 : c.id === 1 || c.id === 3 ? 18 : c.slug.startsWith('amazon-channels') ? 3 : c.id === 14 || c.id === 35 ? 8 : 8,
]);

function title(rng: Random): string {
  switch (rng.int(0, 5)) {
    case 0:
      return `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    case 1:
      return `${rng.pick(NOUNS)} of ${rng.pick(PLACES)}`;
    case 2:
      return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    case 3:
      return `The ${rng.pick(NOUNS)} at ${rng.pick(PLACES)}`;
    case 4:
      return `${rng.pick(NOUNS)} ${rng.int(2, 4)}`;
    default:
      return `A ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  }
}

function description(rng: Random, place = rng.pick(PLACES)) {
  return `In ${place}, ${rng.pick(PEOPLE)} ${rng.pick(PLOTS)}.`;
}

function year(rng: Random) {
  // Recent years are more common, as in any streaming catalogue.
  return 2025 - Math.min(75, Math.floor(rng.logUniform(1, 76)) - 1);
}

export function generateCatalogue(options: GenerateOptions): GeneratedCatalogue {
  const rng = createRandom(options.seed ?? 20_251_029);
  const out: GeneratedCatalogue = { works: [], seasons: [], tagSets: [], offerings: [] };
  const taken = options.takenSlugs ?? new Set<string>();
  let workId = options.firstWorkId ?? 1;
  let tagSetId = options.firstTagSetId ?? 1;
  let seasonId = options.firstSeasonId ?? 1;
  const movieTarget = Math.round(options.works * 0.55);

  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
  const genres = () => {
    const n = rng.int(1, 3);
    const set = new Set<string>();
    while (set.size < n) set.add(rng.pick(BROWSE_CATEGORIES).slug);
    return [...set];
  };
  const pickCatalogs = () => {
    if (rng.chance(0.05)) return [];
    const n = rng.weighted([[1, 60], [2, 30], [3, 10]] as const);
    const set = new Set<number>();
    while (set.size < n) set.add(rng.weighted(CATALOG_WEIGHTS));
    return [...set];
  };
  const addOfferings = (work: WorkRow, catalogIds: number[], tagSet: number | null) => {
    for (const catalogId of catalogIds) {
      const catalog = ALL_CATALOGS.find((c) => c.id === catalogId)!;
      const type =
        catalog.offeringType === 'rental' || catalog.offeringType === 'purchase'
          ? rng.pick(['rental', 'purchase'] as const)
          : catalog.offeringType;
      out.offerings.push({
        workId: work.id,
        catalogId,
        serviceId: catalog.serviceId,
        type,
        price: type === 'rental' ? rng.pick([399, 499, 599]) : type === 'purchase' ? rng.pick([999, 1499, 1999]) : null,
        maxFormat: rng.pick(FORMATS),
        tagSetId: tagSet,
        externalUrl: `https://${catalog.slug}.example/watch/${work.slug}`,
      });
    }
    work.isWatchable = catalogIds.length > 0;
  };
  const addTagSet = (work: WorkRow, min: number, max: number) => {
    const count = rng.logUniform(min, max);
    const id = tagSetId++;
    out.tagSets.push({ id, workId: work.id, tagsCount: count, generatorSeed: rng.int(1, 2_000_000_000), duration: work.duration ?? 0 });
    work.tagsCount = count;
    return id;
  };

  while (out.works.length < options.works) {
    const makeMovie = out.works.length < movieTarget || options.works - out.works.length < 3;
    if (makeMovie) {
      const name = title(rng);
      const y = year(rng);
      const rating = rng.weighted(MOVIE_RATINGS);
      const work: WorkRow = {
        id: workId++,
        slug: uniqueSlug(slugify(`${name}-${y}`)),
        title: name,
        sortTitle: name.toLowerCase(),
        type: 'movie',
        year: y,
        rating,
        maturityId: maturityIdOf(rating),
        duration: rng.int(80, 170) * 60,
        description: description(rng),
        tmdbScore: Math.round((4 + rng.next() * 5) * 10) / 10,
        popularity: rng.logUniform(1, 100_000),
        categories: genres(),
        subtitles: ['en'],
      };
      out.works.push(work);
      const catalogIds = pickCatalogs();
      addOfferings(work, catalogIds, catalogIds.length ? addTagSet(work, 10, 1000) : null);
      continue;
    }
    const name = title(rng);
    const y = year(rng);
    const rating = rng.weighted(SHOW_RATINGS);
    const place = rng.pick(PLACES);
    const show: WorkRow = {
      id: workId++,
      slug: uniqueSlug(slugify(name)),
      title: name,
      sortTitle: name.toLowerCase(),
      type: 'show',
      year: y,
      rating,
      maturityId: maturityIdOf(rating),
      duration: null,
      description: description(rng, place),
      tmdbScore: Math.round((4 + rng.next() * 5) * 10) / 10,
      popularity: rng.logUniform(1, 100_000),
      categories: genres(),
      subtitles: ['en'],
      tagsCount: 0,
    };
    out.works.push(show);
    const catalogIds = pickCatalogs();
    addOfferings(show, catalogIds, null);
    const seasonCount = rng.weighted([[1, 45], [2, 30], [3, 17], [4, 8]] as const);
    const episodeMinutes = rng.pick([22, 30, 45, 55]);
    for (let s = 1; s <= seasonCount && out.works.length < options.works; s++) {
      const season: SeasonRow = { id: seasonId++, showId: show.id, seasonNumber: s };
      out.seasons.push(season);
      const episodes = rng.int(4, 10);
      for (let e = 1; e <= episodes && out.works.length < options.works; e++) {
        const episodeTitle = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
        const episode: WorkRow = {
          id: workId++,
          slug: uniqueSlug(`${show.slug}-s${s}e${e}`),
          title: episodeTitle,
          sortTitle: episodeTitle.toLowerCase(),
          subtitle: `${name}: Season ${s}, Episode ${e}`,
          type: 'episode',
          year: y + s - 1,
          rating,
          maturityId: maturityIdOf(rating),
          duration: (episodeMinutes + rng.int(-3, 3)) * 60,
          description: description(rng, place),
          tmdbScore: Math.round((4 + rng.next() * 5) * 10) / 10,
          popularity: Math.round((show.popularity ?? 0) / (s * 2 + e)),
          categories: show.categories,
          showId: show.id,
          seasonId: season.id,
          seasonNumber: s,
          episodeNumber: e,
          subtitles: ['en'],
        };
        out.works.push(episode);
        addOfferings(episode, catalogIds, catalogIds.length ? addTagSet(episode, 10, 400) : null);
        show.tagsCount = (show.tagsCount ?? 0) + (episode.tagsCount ?? 0);
      }
    }
  }
  return out;
}
