import type { ParcelConfig } from 'single-spa';
import { mountParcel } from './mount-parcel';

/** Lifecycles that record what they were called with, as single-spa-react's would act on it. */
function recorder(fail?: 'bootstrap' | 'mount') {
  const calls: string[] = [];
  const step = (name: string) => async (props: Record<string, unknown>) => {
    calls.push(`${name} ${props.name} ${props.page ?? ''}`.trim());
    if (name === fail) throw new Error(`${name} failed`);
  };
  const config: ParcelConfig = { bootstrap: step('bootstrap'), mount: step('mount'), unmount: step('unmount'), update: step('update') };
  return { calls, config };
}
const domElement = () => document.createElement('div');

describe('mountParcel (single-spa parcels without single-spa)', () => {
  it('bootstraps then mounts, updates with the new props, unmounts, each with the parcel’s own name', async () => {
    const { calls, config } = recorder();
    const parcel = mountParcel(config, { domElement: domElement(), page: 'a' });
    expect(parcel.getStatus()).toBe('BOOTSTRAPPING');
    await parcel.mountPromise;
    expect(parcel.getStatus()).toBe('MOUNTED');
    await parcel.update!({ domElement: domElement(), page: 'b' });
    await parcel.unmount();
    await parcel.unmountPromise;
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    const name = calls[0].split(' ')[1];
    expect(calls).toEqual([`bootstrap ${name} a`, `mount ${name} a`, `update ${name} b`, `unmount ${name} b`]);
  });

  it('names two parcels of one config apart (single-spa-react keeps each root under its name)', async () => {
    const { calls, config } = recorder();
    await mountParcel(config, { domElement: domElement() }).mountPromise;
    await mountParcel(config, { domElement: domElement() }).mountPromise;
    const names = calls.filter((c) => c.startsWith('mount')).map((c) => c.split(' ')[1]);
    expect(new Set(names).size).toBe(2);
  });

  it('breaks on a failing lifecycle: mountPromise rejects, nothing more runs, and it cannot be updated or unmounted', async () => {
    const { calls, config } = recorder('bootstrap');
    const parcel = mountParcel(config, { domElement: domElement() });
    await expect(parcel.mountPromise).rejects.toThrow('bootstrap failed');
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
    await expect(parcel.update!({ domElement: domElement() })).rejects.toThrow('cannot update while SKIP_BECAUSE_BROKEN');
    await expect(parcel.unmount()).rejects.toThrow('cannot unmount');
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['bootstrap']);
  });

  it('offers update only when the lifecycles have one, as single-spa does', () => {
    const { config } = recorder();
    const { update: _update, ...withoutUpdate } = config as Exclude<ParcelConfig, () => unknown>;
    expect(mountParcel(withoutUpdate, { domElement: domElement() }).update).toBeUndefined();
  });
});
