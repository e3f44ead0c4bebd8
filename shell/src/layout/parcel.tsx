import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ParcelConfig } from 'single-spa';
import { mountParcel } from './mount-parcel';

type MountedParcel = ReturnType<typeof mountParcel>;

export interface ParcelProps {
  /** The lifecycles of a remote's './start' or of one of its widgets (the mount contract, docs/decisions/0002). */
  config: ParcelConfig;
  /** The class of the element the parcel renders into. */
  className: string;
  /** What the parcel is given besides its element: the location, the navigator, a widget's slot. */
  props: Record<string, unknown>;
  /** A lifecycle failed: nothing more runs for this parcel. */
  onError: (error: unknown) => void;
  onMounted?: () => void;
}

/**
 * A parcel in the React tree, as single-spa-react's `<Parcel>` mounts one (decision 0162): into its own element, once;
 * updated with the new props after each render of the host while it is mounted; unmounted when the host goes or the
 * lifecycles change. Each step waits for the one before it, and a failure stops the queue and is reported once.
 */
export function Parcel({ config, className, props, onError, onMounted }: ParcelProps) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ props, onError, onMounted });
  latest.current = { props, onError, onMounted };
  const steps = useRef<{ queue: Promise<unknown>; parcel: MountedParcel | null; broken: boolean }>({ queue: Promise.resolve(), parcel: null, broken: false });

  const then = (step: () => unknown) => {
    const state = steps.current;
    state.queue = state.queue.then(() => (state.broken ? undefined : step())).catch((error: unknown) => {
      if (state.broken) return;
      state.broken = true;
      latest.current.onError(error);
    });
  };
  const propsFor = () => ({ ...latest.current.props, domElement: element.current! });

  useLayoutEffect(() => {
    const state = steps.current;
    let gone = false;
    then(() => {
      if (gone) return;
      const parcel = mountParcel(config, propsFor());
      state.parcel = parcel;
      return parcel.mountPromise.then(() => latest.current.onMounted?.());
    });
    return () => {
      gone = true;
      const parcel = state.parcel;
      state.parcel = null;
      then(() => (parcel?.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined));
    };
    // The element and the queue are this host's for its life; new props reach the parcel as updates (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  const rendered = useRef(false);
  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    then(() => {
      const parcel = steps.current.parcel;
      if (parcel?.getStatus() === 'MOUNTED' && parcel.update) return parcel.update(propsFor());
    });
  });

  return <div ref={element} className={className} />;
}
