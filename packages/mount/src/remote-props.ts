import type { Location, Navigator } from 'react-router';
import type { SlotName } from '@sift/contracts';

/**
 * The mount contract: what the shell gives a remote's single-spa parcel. The remote renders its pages for
 * `location` and navigates through `navigator`, both the shell's: one history for the whole site, so links,
 * redirects and Back/Forward behave as one site. docs/decisions/0002-mount-contract.md.
 */
export interface RemoteMountProps {
  location: Location;
  navigator: Navigator;
}

/** What the shell gives a widget it mounts in one of its slots (docs/decisions/0025-widget-slots.md). */
export interface WidgetMountProps extends RemoteMountProps {
  slot: SlotName;
}
