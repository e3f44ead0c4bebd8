/**
 * What the shell offers the remotes of react-router: the names the apps use in the browser, so the shared copy is
 * tree-shaken to them (a shared package is otherwise bundled whole, with the server runtime the browser never runs;
 * docs/decisions/0134). eslint.config.js allows only these names in an app's source.
 *
 * Adding a name is a shell-first change: raise REVISION (the `-browser.N` of the shared version, webpack.js), so the
 * release check refuses a remote that needs the name while the live shell offers an older list.
 * Revision 2 (decision 0162): the data router's names left with the shell's move to declarative routes (no app used
 * them but the shell); `matchRoutes` and the browser history, which `<Routes>` and `<BrowserRouter>` already carry,
 * came for the shell's own router.
 * REVISION: 2
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  createPath,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@sift/react-router-full';
