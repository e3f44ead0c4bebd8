/** The TV device promotion (002 §2.5): a page per device family, and /offers/tvdevices with every device. */
import { AccountPageFrame } from './account-page-frame';
import { DeviceReceipt } from '../features/tv-devices/device-receipt';
import { TvDeviceOffer } from '../features/tv-devices/tv-device-offer';
import type { DeviceFamily } from '../features/tv-devices/device-offer';

const offerPage = (family: DeviceFamily | null) =>
  function TvDevicesPage() {
    return (
      <AccountPageFrame>
        <TvDeviceOffer family={family} />
      </AccountPageFrame>
    );
  };

export const AndroidTvPage = offerPage('androidtv');
export const AppleTvPage = offerPage('appletv');
export const FireTvPage = offerPage('firetv');
export const GoogleTvPage = offerPage('googletv');
export const TvDevicesOffersPage = offerPage(null);

export function DeviceReceiptPage() {
  return (
    <AccountPageFrame narrow>
      <DeviceReceipt />
    </AccountPageFrame>
  );
}
