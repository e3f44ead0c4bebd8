import { useState } from 'react';
import { NO_DEVICES, REMOVE_DEVICE, removeDeviceText, removeDeviceTitle, type TvDevice } from '@sift/contracts';
import { Alert, Button, ConfirmDialog, dateFormat } from '@sift/ui';

export interface DeviceListProps {
  devices: readonly TvDevice[];
  /** DELETE tv-devices/{id}/ (the caller's API client); the caller reloads its list after. */
  onRemove: (device: TvDevice) => Promise<void>;
}

const REMOVE_FAILED = 'This device could not be removed. Please try again.';
const added = (iso: string) => dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

/** The account's TV devices (001 §2 /devices): name, kind, when added, and Remove behind a confirmation. */
export function DeviceList({ devices, onRemove }: DeviceListProps) {
  const [removing, setRemoving] = useState<TvDevice | null>(null);
  const [failed, setFailed] = useState(false);
  if (!devices.length) return <p className="lk-muted">{NO_DEVICES}</p>;
  const remove = async (device: TvDevice) => {
    setRemoving(null);
    setFailed(false);
    await onRemove(device).catch(() => setFailed(true));
  };
  return (
    <>
      {failed && <Alert tone="error">{REMOVE_FAILED}</Alert>}
      <ul className="lk-devices" aria-label="TV devices">
        {devices.map((device) => (
          <li key={device.id} className="lk-device" data-device-type={device.type}>
            <div>
              <p className="lk-device__name">{device.name}</p>
              <p className="lk-muted">{`${device.device_name} · added ${added(device.created_at)}`}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setRemoving(device)} aria-label={`${REMOVE_DEVICE} ${device.name}`}>
              {REMOVE_DEVICE}
            </Button>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={removeDeviceTitle(removing.name)}
          description={removeDeviceText()}
          confirmLabel={REMOVE_DEVICE}
          tone="danger"
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </>
  );
}
