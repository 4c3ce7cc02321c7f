/**
 * The part of react-router the apps use, shared by federation as `react-router` and
 * `react-router-dom`: one router for the page, and only what the apps import. A shared package is
 * never tree-shaken, and the whole react-router (server rendering, RSC, framework mode) weighs
 * 51 KB gzip; this module is bundled like any other, so webpack keeps only what is re-exported.
 *
 * A remote that imports a name missing here fails its build (exportsPresence is 'error').
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-build';
export { RouterProvider } from 'react-router-dom-build';
