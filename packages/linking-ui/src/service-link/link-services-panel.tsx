import { useMemo, type ReactNode } from 'react';
import { LINK_SUBSCRIBE_PROMPT, type StreamingService } from '@sift/contracts';
import { Alert, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { createExtensionClient } from '../extension/extension-client';
import { browserDeps, type LinkingCalls } from '../link-flow/link-service';
import { useLinkingData, type LinkingReads } from '../data/use-linking-data';
import { ServiceList } from './service-list';

export interface LinkServicesPanelProps {
  /** Linking needs an active subscription (001 §4.1): without one, the panel asks to subscribe instead. */
  subscribed: boolean;
  /** The caller's link to the plans, in the request to subscribe (this package has no router). */
  subscribeAction: ReactNode;
  /** A title over the request to subscribe, where the page has room for one. */
  subscribeTitle?: string;
  reads: LinkingReads;
  calls: LinkingCalls;
  /** Which services to list (all by default). */
  select?: (services: readonly StreamingService[]) => readonly StreamingService[];
}

/**
 * The streaming services with their connect and disconnect switches and catalogs, loaded from the caller's API: the
 * body of /services (mf-player) and of the setup wizard's services step (mf-membership).
 */
export function LinkServicesPanel({ subscribed, subscribeAction, subscribeTitle, reads, calls, select = (services) => services }: LinkServicesPanelProps) {
  const { data, error, reload } = useLinkingData(reads, subscribed);
  const deps = useMemo(() => browserDeps(calls, createExtensionClient()), [calls]);
  if (!subscribed) {
    return (
      <Alert tone="info" title={subscribeTitle} action={subscribeAction}>
        {LINK_SUBSCRIBE_PROMPT}
      </Alert>
    );
  }
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && (
        <SkeletonGroup>
          <TextSkeleton lines={6} />
        </SkeletonGroup>
      )}
      {data && <ServiceList services={select(data.services)} credentials={data.credentials} accesses={data.accesses} deps={deps} onChanged={reload} />}
    </>
  );
}
