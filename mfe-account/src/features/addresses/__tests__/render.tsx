import { Route, type InitialEntry } from 'react-router';
import { useFakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { customer } from '../../../testing/fixtures';
import { ok, renderRoutes } from '../../../testing/harness';
import { AddressEditPage } from '../address-edit-page';
import { AddressesPage } from '../addresses-page';

export { casa, customer, pais } from '../../../testing/fixtures';
export { descriptionOf, ok, setUpBusAndNetwork } from '../../../testing/harness';

/** Installs a fake API on the shared client; GET /api/user answers the customer unless replaced. */
export function useApi(handlers: Record<string, Handler>) {
  return useFakeApi({ 'GET /api/user': ok(customer), ...handlers });
}

/** The two addresses screens on their routes; the cart and any other path are the probe. */
export function renderAt(entry: InitialEntry) {
  return renderRoutes(
    entry,
    <>
      <Route path="/cliente/enderecos" element={<AddressesPage />} />
      <Route path="/cliente/enderecos/:id" element={<AddressEditPage />} />
    </>,
  );
}
