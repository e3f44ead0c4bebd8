import { Link } from 'react-router';
import { DEVICES_INTRO, REGISTER_A_DEVICE } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { DeviceList, useTvDevices } from '@sift/linking-ui';
import { Alert, Button, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';

const listDevices = () => api().linking.devices();

/** /devices (001 §2): the member's TV devices, and the way to register one. */
export function DevicesOverview() {
  const { devices, error, reload } = useTvDevices(listDevices);
  return (
    <div className="pl-devices">
      <p className="pl-lede">{DEVICES_INTRO}</p>
      <Button asChild>
        <Link to={href('devicesLink')}>{REGISTER_A_DEVICE}</Link>
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      {!devices && !error && (
        <SkeletonGroup>
          <TextSkeleton lines={3} />
        </SkeletonGroup>
      )}
      {devices && (
        <DeviceList
          devices={devices}
          onRemove={async (device) => {
            await api().linking.removeDevice(device.id);
            await reload();
          }}
        />
      )}
    </div>
  );
}
