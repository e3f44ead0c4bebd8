import type { AppProps, LifeCycles, mountRootParcel, ParcelConfig } from 'single-spa';

type MountParcel = typeof mountRootParcel;
type Parcel = ReturnType<MountParcel>;
type Status = ReturnType<Parcel['getStatus']>;
type Lifecycle = LifeCycles<Record<string, unknown>>['mount'];

let parcels = 0;

/**
 * Mounts a remote's page or widget (its './start' lifecycles, made by single-spa-react: the mount contract,
 * docs/decisions/0002) as single-spa's `mountRootParcel` does, for the shell's `<Parcel>` (parcel.tsx): bootstrap,
 * then mount, with the parcel's props and a name of its own (single-spa-react keeps each mounted root under its name);
 * `update` with new props while mounted; `unmount` once mounted. A lifecycle that throws or rejects breaks the
 * parcel: the promise of that step rejects (the `<Parcel>` reports it to its `onError`) and nothing more runs.
 * single-spa's own implementation comes with its router, application registry and history patches, which the shell
 * does not use: 17 KB of every first load (docs/decisions/0162).
 */
function mountOne(config: ParcelConfig, customProps: object): Parcel {
  if (typeof config === 'function') throw new Error('A parcel is mounted from its lifecycles, not from a loading function.');
  const name = `${config.name ?? 'parcel'}-${parcels++}`;
  let status: Status = 'NOT_BOOTSTRAPPED';
  let props: object = customProps;
  let unmounted!: () => void;
  const unmountPromise = new Promise<null>((resolve) => (unmounted = () => resolve(null)));

  const run = async (lifecycle: Lifecycle | undefined, during: Status, after: Status): Promise<null> => {
    status = during;
    // `singleSpa`: single-spa's own namespace, which no remote reads (the mount contract passes what they need).
    const own: AppProps & { unmountSelf: () => Promise<null> } = { ...props, name, mountParcel: mountOne, unmountSelf: () => parcel.unmount(), singleSpa: null };
    try {
      for (const step of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await step(own);
    } catch (error) {
      status = 'SKIP_BECAUSE_BROKEN';
      throw error;
    }
    status = after;
    return null;
  };
  const refuse = (what: string) => Promise.reject(new Error(`The parcel ${name} cannot ${what} while ${status}.`));

  const bootstrapPromise = run(config.bootstrap, 'BOOTSTRAPPING', 'NOT_MOUNTED');
  const mount = () => run(config.mount, 'MOUNTING', 'MOUNTED');
  const parcel: Parcel = {
    getStatus: () => status,
    loadPromise: Promise.resolve(null),
    bootstrapPromise,
    mountPromise: bootstrapPromise.then(mount),
    unmountPromise,
    mount: () => (status === 'NOT_MOUNTED' ? mount() : refuse('mount')),
    unmount: () => (status === 'MOUNTED' ? run(config.unmount, 'UNMOUNTING', 'NOT_MOUNTED').then(() => (unmounted(), null)) : refuse('unmount')),
  };
  const { update } = config;
  if (update) {
    parcel.update = (next) => {
      if (status !== 'MOUNTED') return refuse('update');
      props = next as object;
      return run(update, 'UPDATING', 'MOUNTED');
    };
  }
  // A failed bootstrap is reported once, through mountPromise (which the <Parcel> waits for).
  bootstrapPromise.catch(() => undefined);
  return parcel;
}

export const mountParcel = mountOne as MountParcel;
