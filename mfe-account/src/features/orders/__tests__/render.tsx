import { Route, type InitialEntry } from 'react-router';
import { renderRoutes } from '../../../testing/harness';
import { OrdersPage } from '../orders-page';

export { ok, setUpBusAndNetwork } from '../../../testing/harness';
export { useFakeApi as useApi } from 'shared-contracts/testing/fake-api';

export function renderAt(entry: InitialEntry) {
  return renderRoutes(entry, <Route path="/cliente/pedidos" element={<OrdersPage />} />);
}
