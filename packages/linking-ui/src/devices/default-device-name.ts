import { type TvDevice } from '@sift/contracts';

/** 001 §5: 'Device N' with N = the number of devices + 2. */
export const defaultDeviceName = (devices: readonly Pick<TvDevice, 'name'>[]) => `Device ${devices.length + 2}`;

/** 001 §5: unique among the account's devices ('Name already in use'); compared without case or outer spaces. */
export const isNameInUse = (name: string, devices: readonly Pick<TvDevice, 'name'>[]) =>
  devices.some((d) => d.name.trim().toLowerCase() === name.trim().toLowerCase());
