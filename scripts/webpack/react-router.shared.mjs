/**
 * The part of react-router the apps use, shared by federation as `react-router` and
 * `react-router-dom`: one router for the page, and only what the apps import. A shared package is
 * never tree-shaken, and the whole react-router (server rendering, RSC, framework mode) weighs
 * 51 KB gzip; this module is bundled like any other, so webpack keeps only what is re-exported.
 *
 * Production builds only (development shares the whole package). A remote that imports a name
 * missing here fails its production build (exportsPresence is 'error').
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-build';
export { RouterProvider } from 'react-router-dom-build';
