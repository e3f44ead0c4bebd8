import { useState } from 'react';
import {
  DISCONNECT_FAILED,
  linkedAs,
  PRODUCT_SERVICE_INCLUDED,
  PRODUCT_SERVICE_SLUG,
  type CatalogAccess,
  type ServiceCredential,
  type StreamingService,
} from '@sift/contracts';
import { Alert, Button, Switch } from '@sift/ui';
import type { LinkDeps } from '../link-flow/link-service';
import { DisconnectDialog } from './disconnect-dialog';
import { ServiceLinkDialog } from './service-link-dialog';
import { catalogLabel } from './catalog-label';

export interface ServiceListProps {
  services: readonly StreamingService[];
  credentials: readonly ServiceCredential[];
  accesses: readonly CatalogAccess[];
  deps: LinkDeps;
  /** After a link or a disconnect: the caller reloads credentials and accesses. */
  onChanged: () => void | Promise<void>;
  /** Now, for 'verified until' (tests pass a fixed one). */
  now?: () => number;
}

const NOT_LINKED = 'Not linked';
const NOT_IN_PLAN = 'Not in your plan';
const VERIFICATION_EXPIRED = 'verification expired';
/** The button of a linked service whose verification has expired: it links again (docs/decisions/0076). */
export const VERIFY_AGAIN = 'Verify again';

/**
 * Every streaming service with its connect/disconnect switch and its catalogs (001 §2 /services, 002 §2.2 setup):
 * the switch opens the link dialog when the service is not linked and the disconnect dialog when it is (001 §4.2).
 * A linked service whose verification has expired (it lasts a day, 001 §4.6, §9) offers 'Verify again': the link
 * dialog, which reads the member's session at the service again and re-runs its access test, as the theater's
 * re-link does. The product's own catalogue is included with the membership and has no switch.
 */
export function ServiceList({ services, credentials, accesses, deps, onChanged, now = Date.now }: ServiceListProps) {
  const [linking, setLinking] = useState<StreamingService | null>(null);
  const [disconnecting, setDisconnecting] = useState<StreamingService | null>(null);
  const [disconnectFailed, setDisconnectFailed] = useState(false);
  const credentialOf = (service: StreamingService) => credentials.find((c) => c.service_id === service.id);
  const accessOf = (catalogId: number) => accesses.find((a) => a.id === catalogId);
  const sorted = [...services].sort((a, b) => Number(b.slug === PRODUCT_SERVICE_SLUG) - Number(a.slug === PRODUCT_SERVICE_SLUG) || a.display_order_linking - b.display_order_linking);

  const disconnect = async (service: StreamingService) => {
    setDisconnecting(null);
    setDisconnectFailed(false);
    try {
      await deps.calls.deleteCredential(service.id);
    } catch {
      setDisconnectFailed(true);
    }
    await onChanged();
  };

  return (
    <>
      {disconnectFailed && <Alert tone="error">{DISCONNECT_FAILED}</Alert>}
      <ul className="lk-services" aria-label="Streaming services">
        {sorted.map((service) => {
          const own = service.slug === PRODUCT_SERVICE_SLUG;
          const credential = credentialOf(service);
          const status = own ? PRODUCT_SERVICE_INCLUDED : credential ? (credential.account_name ? linkedAs(credential.account_name) : 'Linked') : NOT_LINKED;
          const expiredOf = (catalogId: number) => {
            const verifiedTo = accessOf(catalogId)?.verified_to;
            return verifiedTo ? Date.parse(verifiedTo) <= now() : false;
          };
          const verifyAgain = !own && Boolean(credential) && service.catalogs.some((c) => expiredOf(c.id));
          return (
            <li key={service.id} className="lk-service" data-service={service.slug} data-linked={own || credential ? 'true' : 'false'}>
              <img className="lk-service__logo" src={service.logo_url} alt="" width={48} height={48} loading="lazy" />
              <div className="lk-service__main">
                {own ? (
                  <div className="lk-service__own">
                    <p className="lk-service__name">{service.name}</p>
                    <p className="lk-muted">{status}</p>
                  </div>
                ) : (
                  <Switch
                    label={service.name}
                    description={status}
                    checked={Boolean(credential)}
                    onCheckedChange={(on) => (on ? setLinking(service) : setDisconnecting(service))}
                  />
                )}
                <ul className="lk-catalogs" aria-label={`${service.name} catalogs`}>
                  {service.catalogs.map((catalog) => {
                    const access = accessOf(catalog.id);
                    const expired = expiredOf(catalog.id);
                    const note = credential && access && !access.is_authorized ? NOT_IN_PLAN : credential && expired ? VERIFICATION_EXPIRED : null;
                    return (
                      <li key={catalog.id} className="lk-catalog" data-authorized={access ? String(access.is_authorized && !expired) : undefined}>
                        {catalogLabel(catalog)}
                        {note && <span className="lk-catalog__note">{` (${note})`}</span>}
                      </li>
                    );
                  })}
                </ul>
                {verifyAgain && (
                  <p className="lk-service__verify">
                    <Button variant="secondary" size="sm" onClick={() => setLinking(service)} aria-label={`${VERIFY_AGAIN}: ${service.name}`}>
                      {VERIFY_AGAIN}
                    </Button>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {linking && (
        <ServiceLinkDialog
          service={linking}
          deps={deps}
          open
          onLinked={() => void onChanged()}
          onOpenChange={(open) => {
            if (!open) {
              setLinking(null);
              void onChanged();
            }
          }}
        />
      )}
      {disconnecting && (
        <DisconnectDialog
          service={disconnecting}
          open
          onOpenChange={(open) => !open && setDisconnecting(null)}
          onConfirm={() => void disconnect(disconnecting)}
        />
      )}
    </>
  );
}
