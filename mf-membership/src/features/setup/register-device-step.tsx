import { useParams } from 'react-router';
import { SETUP_CONTINUE } from '@sift/contracts';
import { DeviceRegistration, useTvDevices } from '@sift/linking-ui';
import { Alert, Button, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { useSetupNext } from './use-setup';

const listDevices = () => api().linking.devices();

/** Device registration inside setup (002 §2.2: /setup/v2/devices/:type_id), the same piece as /devices/link. */
export function RegisterDeviceStep() {
  const { type_id: typeId } = useParams();
  const { devices, error, reload } = useTvDevices(listDevices);
  const next = useSetupNext();
  return (
    <div className="mb-step">
      {error && <Alert tone="error">{error}</Alert>}
      {!devices && !error && (
        <SkeletonGroup>
          <TextSkeleton lines={3} />
        </SkeletonGroup>
      )}
      {devices && (
        <DeviceRegistration key={typeId} devices={devices} initialTypeId={typeId} onRegister={(body) => api().linking.registerDevice(body)} onSaved={() => void reload()} />
      )}
      <Button size="lg" variant="secondary" onClick={() => next()}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
