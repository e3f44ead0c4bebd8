import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fillPath, REDIRECTS, ROUTES, type RedirectDef, type RouteDef } from '@sift/contracts';
import { activeProfileAtom, signOut, siftStore, userAtom } from '@sift/app-kit';
import { ProfileChooserPage } from '../profiles/profile-chooser.page';
import { RemoteSlot } from '../layout/remote-slot';
import { RouteError } from '../layout/route-error';
import { SiteLayout } from '../layout/site-layout';
import { loadRemoteModule } from '../registry/remote-loader';
import { guardRedirect } from './guards';

export interface RouteHandle {
  def: RouteDef;
}

function currentGuardSession() {
  return { signedIn: siftStore.get(userAtom) !== null, profile: siftStore.get(activeProfileAtom) };
}

function pageRoute(def: RouteDef): RouteObject {
  return {
    id: def.name,
    path: def.path,
    handle: { def } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const destination = guardRedirect(def, new URL(request.url), currentGuardSession());
      if (destination) return redirect(destination);
      if (def.name === 'logout') {
        await signOut();
        return redirect('/');
      }
      // Navigation waits for the remote's code, so the progress bar shows and a failure lands in errorElement.
      if (def.owner !== 'shell') await loadRemoteModule(def.owner);
      return null;
    },
    element: def.owner === 'shell' ? (def.name === 'profiles' ? <ProfileChooserPage /> : null) : <RemoteSlot />,
    errorElement: <RouteError />,
  };
}

function redirectRoute(def: RedirectDef): RouteObject {
  return {
    path: def.from,
    loader: ({ params }: LoaderFunctionArgs) => {
      if (def.external) {
        window.location.assign(def.to);
        return null;
      }
      const query = new URLSearchParams(def.query ?? {}).toString();
      const path = fillPath(def.to, params as Record<string, string>);
      return redirect(query ? `${path}?${query}` : path);
    },
    element: null,
  };
}

/** The whole site's routes, from the route table: pages, aliases and redirects, and unknown paths -> /. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      hydrateFallbackElement: <div className="progress-bar" role="progressbar" aria-label="Loading" />,
      children: [
        ...ROUTES.map(pageRoute),
        ...REDIRECTS.map(redirectRoute),
        { path: '*', loader: () => redirect('/'), element: null },
      ],
    },
  ];
}
