/**
 * What the shell offers the remotes of react-router: the names the apps use in the browser, so the shared copy is
 * tree-shaken to them (a shared package is otherwise bundled whole, with the server runtime the browser never runs;
 * docs/decisions/0134). eslint.config.js allows only these names in an app's source.
 *
 * Adding a name is a shell-first change: raise REVISION (the `-browser.N` of the shared version, webpack.js), so the
 * release check refuses a remote that needs the name while the live shell offers an older list.
 * REVISION: 1
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createPath,
  matchPath,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from '@sift/react-router-full';
