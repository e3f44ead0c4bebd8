import { useEffect, useState } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { Parcel } from './parcel';
import { Maintenance } from '@sift/ui';
import { takeOverDocument } from '../document/prerendered-document';
import { loadedRemote, retryRemoteOrReload } from '../registry/remote-loader';
import { useCurrentRouteDef } from '../routing/shown-route';
import { useShellNavigator } from './shell-navigator';

function MountedRemote({ owner }: { owner: string }) {
  const location = useLocation();
  const navigator = useShellNavigator();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const config = loadedRemote(owner);
  const broken = failed || !config;
  // A notice replaces a pre-rendered page at once; a page replaces it once the remote has mounted it (0023).
  useEffect(() => {
    if (broken) takeOverDocument();
  }, [broken]);
  if (broken) {
    return (
      <Maintenance
        onRetry={() => {
          if (retryRemoteOrReload(owner) === 'reloaded') return;
          setFailed(false);
          void navigate(createPath(location), { replace: true });
        }}
      />
    );
  }
  return (
    <Parcel
      config={config}
      className="remote-slot"
      props={{ location, navigator }}
      onError={() => setFailed(true)}
      onMounted={takeOverDocument}
    />
  );
}

/**
 * Where a remote's pages appear. Keyed by the owning remote: moving between two pages of one remote updates its
 * parcel's location; moving to another remote unmounts one parcel and mounts the other.
 */
export function RemoteSlot() {
  const def = useCurrentRouteDef();
  if (!def || def.owner === 'shell') return null;
  return <MountedRemote key={def.owner} owner={def.owner} />;
}
