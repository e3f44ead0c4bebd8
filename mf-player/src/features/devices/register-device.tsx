import { Link, useParams } from 'react-router';
import { BACK_TO_DEVICES } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { DeviceRegistration, useTvDevices } from '@sift/linking-ui';
import { Alert, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';

const listDevices = () => api().linking.devices();

/** /devices/link(/:type_id) (001 §2, §4): registration, the route's type preselected, with Back to Devices. */
export function RegisterDevice() {
  const { type_id: typeId } = useParams();
  const { devices, error, reload } = useTvDevices(listDevices);
  return (
    <div className="pl-devices">
      <p>
        <Link to={href('devices')}>{BACK_TO_DEVICES}</Link>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!devices && !error && (
        <SkeletonGroup>
          <TextSkeleton lines={3} />
        </SkeletonGroup>
      )}
      {devices && (
        <DeviceRegistration
          // A new type in the URL starts the registration over.
          key={typeId ?? 'choose'}
          devices={devices}
          initialTypeId={typeId}
          onRegister={(body) => api().linking.registerDevice(body)}
          onSaved={() => void reload()}
        />
      )}
    </div>
  );
}
