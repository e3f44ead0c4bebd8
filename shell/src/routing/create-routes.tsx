import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fillPath, siteRedirects, siteRoutes, withQuery, type OwnedRouteDef, type RedirectDef, type Registry } from '@sift/contracts';
import { activeProfileAtom, api, href, signOut, siftStore, userAtom } from '@sift/app-kit';
import { ProfileChooserPage } from '../profiles/profile-chooser.page';
import { RemoteSlot } from '../layout/remote-slot';
import { SiteError } from '../layout/contained';
import { RouteError } from '../layout/route-error';
import { SiteLayout } from '../layout/site-layout';
import { loadRemoteModule } from '../registry/remote-loader';
import { guardRedirect } from './guards';
import type { RouteHandle } from './route-handle';

function currentGuardSession() {
  return { signedIn: siftStore.get(userAtom) !== null, profile: siftStore.get(activeProfileAtom) };
}

/** The shell's own pages; every other page is a remote's, mounted in the RemoteSlot. */
const SHELL_PAGES: Record<string, RouteObject['element']> = { profiles: <ProfileChooserPage />, logout: null };

function pageRoute(def: OwnedRouteDef): RouteObject {
  const ownedByShell = def.owner === 'shell';
  return {
    id: def.name,
    path: def.path,
    handle: { def } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const destination = guardRedirect(def, new URL(request.url), currentGuardSession());
      if (destination) return redirect(destination);
      if (def.name === 'logout') {
        await signOut();
        return redirect(href('landing'));
      }
      // Navigation waits for the remote's code, so the progress bar shows and a failure lands in errorElement.
      if (!ownedByShell) await loadRemoteModule(def.owner);
      return null;
    },
    element: ownedByShell ? SHELL_PAGES[def.name] : <RemoteSlot />,
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
      return redirect(withQuery(fillPath(def.to, params as Record<string, string>), def.query));
    },
    element: null,
    errorElement: <RouteError />,
  };
}

/** A single path segment that could name a promo code (000 §2.2 '/{name}'). */
const PROMO_NAME = /^\/([A-Za-z0-9_-]{1,40})\/?$/;

/**
 * Unknown paths go to / (000 §2.3), except a single segment that names a live promo code: / with that code, as the
 * named promo paths do (000 §2.2 '/{name}', the ruling of issue 22). The API decides what is live, by its clock; a
 * code it does not know, or an API that does not answer, is simply an unknown path.
 */
export async function unknownPathDestination(pathname: string, findPromo: (code: string) => Promise<{ code: string }>): Promise<string> {
  const name = PROMO_NAME.exec(pathname)?.[1];
  if (!name) return '/';
  try {
    const promo = await findPromo(name);
    return withQuery('/', { promo_code: promo.code });
  } catch {
    return '/';
  }
}

/**
 * The whole site's routes, from the registry: the shell's own pages, every remote's pages, aliases and redirects,
 * and unknown paths -> / (000 §2.3). A remote whose files are down keeps its routes (they come from the registry),
 * so its pages show the maintenance notice instead of falling through to /.
 */
export function createRoutes(registry: Pick<Registry, 'remotes'>): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      // The layout itself failing: the full-screen notice, never React Router's default error page (decision 0073).
      errorElement: <SiteError />,
      hydrateFallbackElement: <div className="progress-bar" role="progressbar" aria-label="Loading" />,
      children: [
        ...siteRoutes(registry).map(pageRoute),
        ...siteRedirects(registry).map(redirectRoute),
        {
          path: '*',
          loader: async ({ request }: LoaderFunctionArgs) => redirect(await unknownPathDestination(new URL(request.url).pathname, (code) => api().promos.find(code))),
          element: null,
          errorElement: <RouteError />,
        },
      ],
    },
  ];
}
