import { act, screen, waitFor, within } from '@testing-library/react';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { casaBella, chat, hoursAgo, message, ok, pushChannel, renderAt, setUp, useApi } from './render';

const recorded = setUp();

const older = {
  ...chat,
  id: 6,
  store: casaBella,
  product: null,
  last_message: message(9, 'customer', 'Obrigada!', 6, hoursAgo(30)),
  unread_count: 0,
  updated_at: hoursAgo(30),
};

/** A message sent today (the list shows its time), whatever the hour the test runs at. */
const startOfToday = new Date();
startOfToday.setHours(0, 1, 0, 0);
const today = { ...chat, last_message: { ...chat.last_message!, created_at: startOfToday.toISOString() } };

const time = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('ChatsPage', () => {
  it('shows a skeleton, then each conversation with store, product, last message, unread count and time', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/chats', () => renderAt('/cliente/chat'));
    expectLoadingPage('Chats', 'Carregando suas conversas...');
    release([today, older]);

    const first = await screen.findByRole('link', { name: /TechMix Eletrônicos/ });
    expect(first).toHaveAttribute('href', '/cliente/chat/5');
    expect(first).toHaveTextContent('Fone Bluetooth JBL Tune 510BT');
    expect(first).toHaveTextContent('Temos sim, em estoque.');
    expect(first).toHaveTextContent(time(today.last_message.created_at));
    expect(within(first).getByText('1 mensagem nova')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/logo-techmix.svg');

    const second = screen.getByRole('link', { name: /Casa Bella Utilidades/ });
    expect(second).toHaveTextContent('Você: Obrigada!');
    expect(second).not.toHaveTextContent(/mensage(m|ns) nova/);
    expect(api.calls('GET /api/chats')[0]?.config.silent401).not.toBe(true);
  });

  it('follows new messages pushed while it is shown', async () => {
    let answer = [chat, older];
    useApi({ 'GET /api/chats': () => ({ status: 200, data: answer }) });
    renderAt('/cliente/chat');
    await screen.findByRole('link', { name: /Casa Bella Utilidades/ });

    const pushed = message(12, 'store', 'Chegou mais estoque hoje.', 6);
    answer = [{ ...older, last_message: pushed, unread_count: 1, updated_at: pushed.created_at }, chat];
    act(() => pushChannel().send('chat.message', { chat_id: 6, message: pushed }));

    const updated = await screen.findByRole('link', { name: /Chegou mais estoque hoje\./ });
    expect(within(updated).getByText('1 mensagem nova')).toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toBe(updated);
  });

  it('explains how to start a conversation when there is none', async () => {
    useApi({ 'GET /api/chats': ok([]) });
    renderAt('/cliente/chat');
    expect(await screen.findByText('Você ainda não conversou com nenhuma loja.')).toBeInTheDocument();
    expect(screen.getByText(/Conversar com o vendedor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer a loja' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    useApi({ 'GET /api/chats': () => (fail ? { status: 503, data: {} } : { status: 200, data: [chat] }) });
    const { user } = renderAt('/cliente/chat');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar suas conversas agora.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: /TechMix/ })).toBeInTheDocument();
  });

  it('leaves a 401 to the shell', async () => {
    useApi({ 'GET /api/chats': ok({ message: 'Unauthenticated.' }, 401) });
    renderAt('/cliente/chat');
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/chats' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
