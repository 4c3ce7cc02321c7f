import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
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

/** What a customer types into the address form (the state is chosen from its list). */
export interface TypedAddress {
  name: string;
  zip: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** Types `address` into the form's fields, as a customer would. */
export async function typeAddress(user: ReturnType<typeof userEvent.setup>, address: TypedAddress) {
  const field = (label: string) => screen.getByLabelText(label);
  await user.type(field('Identificação'), address.name);
  await user.type(field('CEP'), address.zip);
  await user.type(field('Rua'), address.street);
  await user.type(field('Número'), address.number);
  await user.type(field('Bairro'), address.neighborhood);
  await user.type(field('Cidade'), address.city);
  await user.selectOptions(field('Estado'), address.state);
}
