import { useEffect } from 'react';
import { createPath, useLocation, useNavigate, useRouteError } from 'react-router';
import { Maintenance } from '@sift/ui';
import { takeOverDocument } from '../document/prerendered-document';
import { retryRemoteOrReload } from '../registry/remote-loader';
import { useCurrentRouteDef } from '../routing/route-handle';

/** A route that failed to load shows the maintenance notice in the content area; navbar and lowbar stay. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const def = useCurrentRouteDef();
  useEffect(() => {
    takeOverDocument();
    console.error('Route failed to load', location.pathname, error);
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
