import { DISCONNECT, disconnectServiceText, disconnectServiceTitle, type StreamingService } from '@sift/contracts';
import { ConfirmDialog } from '@sift/ui';

export interface DisconnectDialogProps {
  service: StreamingService;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Disconnecting needs a confirmation (001 §4.7): the credential and the catalog accesses are then destroyed. */
export function DisconnectDialog({ service, open, onOpenChange, onConfirm }: DisconnectDialogProps) {
  return (
    <ConfirmDialog
      title={disconnectServiceTitle(service.name)}
      description={disconnectServiceText(service.name)}
      confirmLabel={DISCONNECT}
      tone="danger"
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />
  );
}
