import { Route, Routes } from 'react-router';
import { routesOf } from 'shared-contracts';
import { ComingSoon } from '../components/coming-soon';

/** This remote's screens, matched from the shared route table. */
export function AffiliatesRoutes() {
  return (
    <Routes>
      {routesOf('affiliates').map((route) => (
        <Route key={route.name} path={route.path} element={<ComingSoon route={route.name} />} />
      ))}
    </Routes>
  );
}
