import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id } from './common';

// Jest's node environment: no DOM, as on the server, in the release tool and in the API's tests.
describe('lazySchema outside a browser', () => {
  it('builds the schema at once and is the schema itself', () => {
    const built = z.string();
    const build = jest.fn(() => built);
    expect(lazySchema(build)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('leaves the contracts plain schemas, as the API and its OpenAPI document expect', () => {
    expect(Object.getPrototypeOf(id)).toBe(Object.getPrototypeOf(z.int()));
    expect(z.toJSONSchema(id)).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
  });
});
