import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from 'shared-contracts/testing/fake-api';
import type { Address } from 'shared-contracts';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { casa, customer, ok, pais, renderAt, setUpBusAndNetwork, useApi } from './render';

const recorded = setUpBusAndNetwork();

const list = () => screen.findByRole('list');
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('AddressesPage: states', () => {
  it('shows a skeleton, then a card per address', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/addresses', () => renderAt('/cliente/enderecos'));
    expectLoadingPage('Meus endereços', 'Carregando seus endereços...');
    expect(screen.getByRole('region', { name: 'Meus endereços' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    release([casa, pais]);
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = cardOf('Casa');
    expect(first).toHaveTextContent('Rua Augusta, 1508 - Apto 42');
    expect(first).toHaveTextContent('Consolação');
    expect(first).toHaveTextContent('São Paulo - SP');
    expect(first).toHaveTextContent('CEP 01304-001');
    expect(cardOf('Casa dos pais')).toHaveTextContent('Avenida Afonso Pena, 1212');
    expect(cardOf('Casa dos pais')).not.toHaveTextContent(' - null');
    expect(screen.getByRole('region', { name: 'Meus endereços' })).toHaveAttribute('aria-busy', 'false');

    // Not silent: a 401 here reaches the shell.
    expect(api.calls('GET /api/addresses')[0]?.config.silent401).not.toBe(true);
  });

  it('links each card to its edit screen and offers a new address', async () => {
    useApi({ 'GET /api/addresses': ok([casa, pais]) });
    renderAt('/cliente/enderecos');
    await list();
    expect(within(cardOf('Casa')).getByRole('link', { name: 'Editar endereço Casa' })).toHaveAttribute(
      'href',
      '/cliente/enderecos/10',
    );
    expect(screen.getByRole('link', { name: 'Adicionar novo endereço' })).toHaveAttribute(
      'href',
      '/cliente/enderecos/novo',
    );
  });

  it('says so when there is no address yet', async () => {
    useApi({ 'GET /api/addresses': ok([]) });
    renderAt('/cliente/enderecos');
    expect(await screen.findByText('Você ainda não tem endereços cadastrados.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar novo endereço' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const api = useApi({
      'GET /api/addresses': () =>
        fail ? { status: 500, data: { message: 'Erro interno do servidor.' } } : { status: 200, data: [casa] },
    });
    const { user } = renderAt('/cliente/enderecos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus endereços agora.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Casa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/addresses')).toHaveLength(2);
  });

  it('treats a lost connection like any other failure', async () => {
    useApi({ 'GET /api/addresses': () => 'network' });
    renderAt('/cliente/enderecos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus endereços agora.');
  });

  it('leaves a 401 to the shell and keeps the skeleton', async () => {
    useApi({ 'GET /api/addresses': ok({ message: 'Unauthenticated.' }, 401) });
    renderAt('/cliente/enderecos');
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/addresses' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Carregando seus endereços...')).toBeInTheDocument();
  });

  it('replaces the add button with a note at the limit of 10 addresses', async () => {
    const ten: Address[] = Array.from({ length: 10 }, (_, i) => ({ ...casa, id: i + 1, name: `Endereço ${i + 1}` }));
    useApi({ 'GET /api/addresses': ok(ten) });
    renderAt('/cliente/enderecos');
    await list();
    expect(screen.getByText(/Você atingiu o limite de 10 endereços/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar novo endereço' })).not.toBeInTheDocument();
  });

  it('announces a save when the form sent the user back here', async () => {
    useApi({ 'GET /api/addresses': ok([casa]) });
    renderAt({ pathname: '/cliente/enderecos', state: { addressSaved: true } });
    await list();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.'));
  });
});

describe('AddressesPage: deleting', () => {
  it('asks in a modal dialog, then removes the address and announces it', async () => {
    const api = useApi({
      'GET /api/addresses': ok([casa, pais]),
      'DELETE /api/addresses/10': ok(undefined, 204),
    });
    const { user } = renderAt('/cliente/enderecos');
    await list();

    await user.click(within(cardOf('Casa')).getByRole('button', { name: 'Excluir endereço Casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir este endereço?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'O endereço Casa (Rua Augusta, 1508 - Apto 42) será removido da sua conta.',
    );
    // The safe choice has the focus, and the page behind cannot be reached.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('region', { hidden: true, name: 'Meus endereços' })).toHaveAttribute('inert');
    expect(api.calls('DELETE /api/addresses/10')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir endereço' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Casa' })).not.toBeInTheDocument();
    expect(cardOf('Casa dos pais')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Endereço excluído.');
    expect(screen.getByRole('heading', { level: 1, name: 'Meus endereços' })).toHaveFocus();
    expect(api.calls('DELETE /api/addresses/10')).toHaveLength(1);

    // The shell is handed the user again, with the addresses as they are now.
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'login-succeeded', response: customer }));
  });

  it('says so when the last address goes', async () => {
    useApi({ 'GET /api/addresses': ok([casa]), 'DELETE /api/addresses/10': ok(undefined, 204) });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir endereço' }));
    expect(await screen.findByText('Você ainda não tem endereços cadastrados.')).toBeInTheDocument();
  });

  it('closes on Cancelar or Escape without deleting, focus back on the button', async () => {
    const api = useApi({ 'GET /api/addresses': ok([casa, pais]) });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    const button = screen.getByRole('button', { name: 'Excluir endereço Casa dos pais' });

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    expect(cardOf('Casa dos pais')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('keeps the focus inside the dialog', async () => {
    useApi({ 'GET /api/addresses': ok([casa]) });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir endereço' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('shows "Excluindo..." while the call runs', async () => {
    const pending = deferred();
    useApi({ 'GET /api/addresses': ok([casa]), 'DELETE /api/addresses/10': pending.handler });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    await user.click(screen.getByRole('button', { name: 'Excluir endereço' }));
    const busy = screen.getByRole('button', { name: 'Excluindo...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    pending.release({ status: 204 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the address and the dialog open when the call fails', async () => {
    useApi({
      'GET /api/addresses': ok([casa]),
      'DELETE /api/addresses/10': ok({ message: 'Erro interno do servidor.' }, 500),
    });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    await user.click(screen.getByRole('button', { name: 'Excluir endereço' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível excluir o endereço. Tente novamente.',
    );
    expect(screen.getByRole('article', { hidden: true, name: 'Casa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the reason the API gives when the address is in use', async () => {
    useApi({
      'GET /api/addresses': ok([casa]),
      'DELETE /api/addresses/10': ok({ message: 'Este endereço está em uso e não pode ser excluído.' }, 409),
    });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    await user.click(screen.getByRole('button', { name: 'Excluir endereço' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este endereço está em uso e não pode ser excluído.');
  });

  it('drops an address that was already gone (404)', async () => {
    useApi({
      'GET /api/addresses': ok([casa, pais]),
      'DELETE /api/addresses/10': ok({ message: 'Endereço não encontrado.' }, 404),
    });
    const { user } = renderAt('/cliente/enderecos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Excluir endereço Casa' }));
    await user.click(screen.getByRole('button', { name: 'Excluir endereço' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Casa' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Endereço excluído.');
  });
});
