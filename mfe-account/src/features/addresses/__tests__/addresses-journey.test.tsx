/**
 * The whole round of the customer's addresses, across the two screens, against an address book
 * that keeps what it is sent as the API does (trimmed values, a blank complement as none, the
 * newest first, 404 once deleted): add, see, edit and delete one, through the confirmation dialog.
 * (That the API itself keeps, validates and owns addresses is the API's addresses tests.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from 'shared-contracts';
import type { FakeRequest, Handler, Reply } from 'shared-contracts/testing/fake-api';
import { casa, pais, renderAt, setUpBusAndNetwork, typeAddress, useApi } from './render';

setUpBusAndNetwork();

/** The first id the address book gives, after the seeded ones. */
const NEW_ID = 43;

type AddressRequest = Omit<Address, 'id'>;

/** An address book on the fake API, with what a customer already has. */
function addressBook(initial: Address[]) {
  let addresses = [...initial];
  let nextId = NEW_ID;
  const kept = (body: AddressRequest, id: number): Address => ({
    id,
    name: body.name.trim(),
    zip_code: body.zip_code.trim(),
    street: body.street.trim(),
    number: body.number.trim(),
    complement: body.complement?.trim() ? body.complement.trim() : null,
    neighborhood: body.neighborhood.trim(),
    city_name: body.city_name.trim(),
    state_name: body.state_name,
  });
  const notFound: Reply = { status: 404, data: { message: 'Endereço não encontrado.' } };
  const one = (id: number): Record<string, Handler> => ({
    [`GET /api/addresses/${id}`]: () => {
      const address = addresses.find((a) => a.id === id);
      return address ? { status: 200, data: address } : notFound;
    },
    [`PUT /api/addresses/${id}`]: ({ body }: FakeRequest) => {
      if (!addresses.some((a) => a.id === id)) return notFound;
      const address = kept(body as AddressRequest, id);
      addresses = addresses.map((a) => (a.id === id ? address : a));
      return { status: 200, data: address };
    },
    [`DELETE /api/addresses/${id}`]: () => {
      if (!addresses.some((a) => a.id === id)) return notFound;
      addresses = addresses.filter((a) => a.id !== id);
      return { status: 204 };
    },
  });
  return {
    'GET /api/addresses': () => ({ status: 200, data: [...addresses].sort((a, b) => b.id - a.id) }),
    'POST /api/addresses': ({ body }: FakeRequest) => {
      const address = kept(body as AddressRequest, nextId);
      nextId += 1;
      addresses = [...addresses, address];
      return { status: 201, data: address };
    },
    ...one(NEW_ID),
  } satisfies Record<string, Handler>;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const card = (name: string) => screen.getByRole('article', { name });
const path = () => screen.queryByTestId('path')?.textContent;

describe('the customer’s addresses, from the list to the form and back', () => {
  it('adds, sees, edits and deletes an address', async () => {
    const api = useApi(addressBook([casa, pais]));
    const { user, unmount } = renderAt('/cliente/enderecos');
    expect(await screen.findByRole('article', { name: 'Casa' })).toHaveTextContent('CEP 01304-001');

    await user.click(screen.getByRole('link', { name: 'Adicionar novo endereço' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo endereço' })).toBeInTheDocument();

    // The form checks what is missing before asking the API.
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(field('Identificação')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe um CEP com 8 dígitos.')).toBeInTheDocument();
    expect(api.calls('POST /api/addresses')).toHaveLength(0);

    await typeAddress(user, {
      name: '  Trabalho ',
      zip: '04538133',
      street: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      neighborhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(field('CEP')).toHaveValue('04538-133');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.'));
    const added = await screen.findByRole('article', { name: 'Trabalho' });
    expect(added).toHaveTextContent('Avenida Brigadeiro Faria Lima, 3477');
    expect(added).toHaveTextContent('Itaim Bibi');
    expect(added).toHaveTextContent('São Paulo - SP');
    expect(added).toHaveTextContent('CEP 04538-133');
    // Newest first.
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Trabalho');

    // Edit it.
    await user.click(within(added).getByRole('link', { name: 'Editar endereço Trabalho' }));
    await screen.findByRole('form', { name: 'Editar endereço' });
    expect(field('Rua')).toHaveValue('Avenida Brigadeiro Faria Lima');
    await user.clear(field('Identificação'));
    await user.type(field('Identificação'), 'Escritório');
    await user.clear(field('Número'));
    await user.type(field('Número'), 'S/N');
    await user.type(field(/^Complemento/), '14º andar');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    const edited = await screen.findByRole('article', { name: 'Escritório' });
    expect(edited).toHaveTextContent('Avenida Brigadeiro Faria Lima, S/N - 14º andar');
    expect(screen.queryByRole('article', { name: 'Trabalho' })).not.toBeInTheDocument();
    expect(api.calls(`PUT /api/addresses/${NEW_ID}`)).toHaveLength(1);
    expect(api.calls('POST /api/addresses')).toHaveLength(1);

    // Opened again, the list reads the edit from the API.
    unmount();
    const again = renderAt('/cliente/enderecos');
    expect(await screen.findByRole('article', { name: 'Escritório' })).toBeInTheDocument();

    // Delete it, through the confirmation dialog.
    await again.user.click(within(card('Escritório')).getByRole('button', { name: 'Excluir endereço Escritório' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir este endereço?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await again.user.click(within(dialog).getByRole('button', { name: 'Excluir endereço' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Endereço excluído.');
    expect(screen.queryByRole('article', { name: 'Escritório' })).not.toBeInTheDocument();
    expect(card('Casa')).toBeInTheDocument();
    expect(path()).toBeUndefined();

    // Its address now answers that it is gone.
    again.unmount();
    renderAt(`/cliente/enderecos/${NEW_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Endereço não encontrado' })).toBeInTheDocument();
  });
});
