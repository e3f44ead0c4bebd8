/**
 * A schema built on first use in a browser, at once elsewhere (docs/decisions/0149).
 *
 * Every web app bundles the whole API client, so it built every schema of this folder (about 1,500 zod objects) while
 * its modules were evaluated: 85 ms of the shell's start and 40 ms of a remote's on a phone (4x CPU), inside the tasks
 * that block the first input, though a page parses only a few answers. In a browser the schema is a stand-in that
 * builds it on the first read of any of its members (`parse`, `_zod`, `shape`...) and then forwards every read to
 * it; schemas made of other schemas build those when they are built. On a server, in the release tool and in tests
 * without a DOM the schema is built here, as before: the API's validation and its OpenAPI document see plain schemas.
 */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends object>(build: () => T): T {
  if (typeof document === 'undefined') return build();
  let built: T | undefined;
  const schema = () => (built ??= build());
  // The target is never read: an empty, extensible object has no property whose description a trap must repeat.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not call a property non-configurable unless its target has it so: the target is empty.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
