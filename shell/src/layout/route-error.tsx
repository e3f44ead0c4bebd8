import { useEffect } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { Maintenance } from '@sift/ui';
import { takeOverDocument } from '../document/prerendered-document';
import { retryRemoteOrReload } from '../registry/remote-loader';
import { useCurrentRouteDef } from '../routing/shown-route';

/**
 * A page that failed to load (`error`: why) or to render (its boundary logged why) shows the maintenance notice in the
 * content area; navbar and lowbar stay.
 */
export function RouteError({ error }: { error?: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const def = useCurrentRouteDef();
  useEffect(() => {
    takeOverDocument();
    if (error !== undefined) console.error('Route failed to load', location.pathname, error);
  }, [error, location.pathname]);
  return (
    <Maintenance
      onRetry={() => {
        // The document's failed preloads of a remote can only go with the document (decision 0115).
        if (def && def.owner !== 'shell' && retryRemoteOrReload(def.owner) === 'reloaded') return;
        void navigate(createPath(location), { replace: true });
      }}
    />
  );
}
