import { useEffect } from 'react';
import { createPath, useLocation, useNavigate, useRouteError } from 'react-router';
import { Maintenance } from '@sift/ui';
import { takeOverDocument } from '../document/prerendered-document';
import { retryRemote } from '../registry/remote-loader';
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
        if (def && def.owner !== 'shell') retryRemote(def.owner);
        void navigate(createPath(location), { replace: true });
      }}
    />
  );
}
