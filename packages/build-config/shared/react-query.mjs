/**
 * What the shell shares of @tanstack/react-query with the remotes: the names the apps use in the browser, so the
 * shared copy is tree-shaken to them (a shared package is otherwise bundled whole: mutations, infinite queries,
 * hydration and the provider components no app uses; docs/decisions/0134, 0162). The query client itself is one, in
 * @sift/app-kit (docs/decisions/0086). eslint.config.js allows only these names in an app's source.
 *
 * Adding a name is a shell-first change: raise REVISION (the `-browser.N` of the shared version, webpack.js), so the
 * release check refuses a remote that needs the name while the live shell offers an older list.
 * REVISION: 1
 */
export {
  QueryClient,
  keepPreviousData,
  useQueries,
  useQuery,
} from '@sift/react-query-full';
