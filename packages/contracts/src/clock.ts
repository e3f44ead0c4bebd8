/** A clock that tests can set: dates in the specs are configuration defaults, so logic asks this for "now". */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
export const fixedClock = (at: number | string): Clock => ({
  now: () => (typeof at === 'number' ? at : Date.parse(at)),
});
