import { useMemo } from 'react';
import { LINK_CLOSE, LINK_TRY_AGAIN, type StreamingService } from '@sift/contracts';
import { Button, Dialog } from '@sift/ui';
import type { ExtensionClient } from '../extension/extension-client';
import { checkExtension, linkService, type LinkDeps, type LinkResult } from '../link-flow/link-service';
import { linkPanel } from './link-panel';
import { useServiceLink } from './use-service-link';

export interface ServiceLinkDialogProps {
  service: StreamingService;
  /** An offer to check instead of the service's representative title (a title's page, the theater). */
  offer?: { offer_id: number; external_id: string } | null;
  deps: LinkDeps;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the service is linked (the caller reloads what it shows). */
  onLinked?: (result: LinkResult) => void;
}

/**
 * The link dialog (001 §4.3-4.6, §8): links the service through the extension when it opens, and shows where that
 * stands: linking, linked, or the panel of what stopped it, with its texts; it waits for the extension by itself and
 * tries again when the member comes back to the tab.
 */
export function ServiceLinkDialog({ service, offer, deps, open, onOpenChange, onLinked }: ServiceLinkDialogProps) {
  const link = useMemo(
    () => () =>
      linkService(deps, { service, offer }).then((result) => {
        onLinked?.(result);
        return result;
      }),
    [deps, service, offer, onLinked],
  );
  const probe = useMemo(() => () => checkExtension(deps), [deps]);
  const { state, retry } = useServiceLink({ link, probe, open });
  const panel = linkPanel(state, service, deps.userAgent);
  const footer =
    panel.action === 'retry' ? (
      <Button onClick={retry}>{LINK_TRY_AGAIN}</Button>
    ) : panel.action === 'close' || panel.action === 'done' ? (
      <Button variant={panel.action === 'done' ? 'primary' : 'secondary'} onClick={() => onOpenChange(false)}>
        {panel.action === 'done' ? 'Done' : LINK_CLOSE}
      </Button>
    ) : undefined;
  return (
    <Dialog title={panel.title} open={open} onOpenChange={onOpenChange} footer={footer} size="sm" className="lk-dialog">
      <div className="lk-panel" data-panel={panel.kind} aria-live="polite">
        {panel.body}
      </div>
    </Dialog>
  );
}

export type { ExtensionClient };
