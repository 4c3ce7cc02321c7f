import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred } from 'shared-contracts/testing/fake-api';
import { chat, hoursAgo, message, ok, pushChannel, renderAt, setUp, useApi } from './render';

const recorded = setUp();

const thread = {
  chat,
  messages: [
    message(10, 'customer', 'Tem pronta entrega?', 5, hoursAgo(2)),
    message(11, 'store', 'Temos sim, em estoque.', 5, hoursAgo(1)),
  ],
};

const log = () => screen.findByRole('log', { name: 'Mensagens com TechMix Eletrônicos' });
const box = () => screen.getByLabelText('Sua mensagem');
const time = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function useChatApi(extra: Parameters<typeof useApi>[0] = {}) {
  return useApi({
    'GET /api/chats/5/messages': ok(thread),
    'POST /api/chats/5/read': ok(undefined, 204),
    ...extra,
  });
}

describe('ChatPage: reading', () => {
  it('shows the store, the product and the messages, the customer’s on the right, with their times', async () => {
    const pending = deferred();
    const api = useApi({ 'GET /api/chats/5/messages': pending.handler, 'POST /api/chats/5/read': ok(undefined, 204) });
    renderAt('/cliente/chat/5');
    expect(screen.getByText('Carregando a conversa...')).toBeInTheDocument();
    pending.release({ status: 200, data: thread });

    const messages = await log();
    expect(screen.getByRole('heading', { level: 1, name: 'TechMix Eletrônicos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fone Bluetooth JBL Tune 510BT' })).toHaveAttribute(
      'href',
      '/produto/techmix-eletronicos/fone-jbl-tune-510bt',
    );
    const items = within(messages)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('p'));
    expect(items.map((li) => li.className)).toEqual(['mine', 'theirs']);
    expect(items[0]).toHaveTextContent('Você: Tem pronta entrega?');
    expect(items[0]).toHaveTextContent(time(thread.messages[0]!.created_at));
    expect(items[1]).toHaveTextContent('TechMix Eletrônicos: Temos sim, em estoque.');
    // One unread store message: it is read now.
    await waitFor(() => expect(api.calls('POST /api/chats/5/read')).toHaveLength(1));
    expect(api.calls('GET /api/chats/5/messages')[0]?.config.silent401).not.toBe(true);
  });

  it('does not mark anything read when nothing was unread', async () => {
    const api = useChatApi({ 'GET /api/chats/5/messages': ok({ ...thread, chat: { ...chat, unread_count: 0 } }) });
    renderAt('/cliente/chat/5');
    await log();
    expect(api.calls('POST /api/chats/5/read')).toHaveLength(0);
  });

  it('shows new messages as they are pushed, once each, and reads the store’s', async () => {
    const api = useChatApi({ 'GET /api/chats/5/messages': ok({ ...thread, chat: { ...chat, unread_count: 0 } }) });
    renderAt('/cliente/chat/5');
    const messages = await log();

    const reply = message(
      12,
      'store',
      'Olá! Recebemos sua mensagem e a loja TechMix Eletrônicos responde em até 1 dia útil.',
    );
    act(() => {
      pushChannel().send('chat.message', { chat_id: 5, message: reply });
      pushChannel().send('chat.message', { chat_id: 5, message: reply });
      pushChannel().send('chat.message', { chat_id: 7, message: message(13, 'store', 'De outra conversa', 7) });
      pushChannel().send('chat.message', 'não é JSON');
    });
    expect(await within(messages).findByText(/Recebemos sua mensagem/)).toBeInTheDocument();
    expect(within(messages).getAllByText(/Recebemos sua mensagem/)).toHaveLength(1);
    expect(within(messages).queryByText(/De outra conversa/)).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/chats/5/read')).toHaveLength(1));
    expect(recorded.events.filter((event) => event.type === 'push')).toHaveLength(3);
  });

  it('says the conversation was not found (404, or an id that is not a number)', async () => {
    useApi({ 'GET /api/chats/9/messages': ok({ message: 'Conversa não encontrada.' }, 404) });
    renderAt('/cliente/chat/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversa não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os chats' })).toHaveAttribute('href', '/cliente/chat');
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    useChatApi({ 'GET /api/chats/5/messages': () => (fail ? 'network' : { status: 200, data: thread }) });
    const { user } = renderAt('/cliente/chat/5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta conversa agora.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await log()).toBeInTheDocument();
  });
});

describe('ChatPage: writing', () => {
  it('sends with Enter and shows the message', async () => {
    const sent = message(12, 'customer', 'Qual o prazo para Campinas?');
    const api = useChatApi({ 'POST /api/chats/5/messages': ok(sent, 201) });
    const { user } = renderAt('/cliente/chat/5');
    const messages = await log();
    await user.type(box(), '  Qual o prazo para Campinas?  {Enter}');

    expect(await within(messages).findByText(/Qual o prazo para Campinas\?/)).toBeInTheDocument();
    expect(api.calls('POST /api/chats/5/messages')[0]?.body).toEqual({ message: 'Qual o prazo para Campinas?' });
    expect(box()).toHaveValue('');
    // The same message pushed to this tab is not shown twice.
    act(() => pushChannel().send('chat.message', { chat_id: 5, message: sent }));
    expect(within(messages).getAllByText(/Qual o prazo para Campinas\?/)).toHaveLength(1);
  });

  it('starts a new line with Shift+Enter, and sends with the button', async () => {
    const api = useChatApi({ 'POST /api/chats/5/messages': ok(message(12, 'customer', 'Oi\nTudo bem?'), 201) });
    const { user } = renderAt('/cliente/chat/5');
    await log();
    await user.type(box(), 'Oi{Shift>}{Enter}{/Shift}Tudo bem?');
    expect(box()).toHaveValue('Oi\nTudo bem?');
    expect(api.calls('POST /api/chats/5/messages')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.calls('POST /api/chats/5/messages')[0]?.body).toEqual({ message: 'Oi\nTudo bem?' }));
  });

  it('does not send an empty message nor one over 1000 characters', async () => {
    const api = useChatApi();
    const { user } = renderAt('/cliente/chat/5');
    await log();
    await user.type(box(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Escreva uma mensagem.');

    await user.clear(box());
    await user.click(box());
    await user.paste('a'.repeat(1001));
    expect(box()).toHaveAccessibleDescription(/1001 de 1000 caracteres/);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A mensagem pode ter até 1000 caracteres.');
    expect(api.calls('POST /api/chats/5/messages')).toHaveLength(0);
  });

  it('keeps the text when sending fails, and shows the API’s 422 message', async () => {
    let reply: 'network' | { status: number; data: unknown } = 'network';
    useChatApi({ 'POST /api/chats/5/messages': () => reply });
    const { user } = renderAt('/cliente/chat/5');
    await log();
    await user.type(box(), 'Ainda tem?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar a mensagem. Tente novamente.');
    expect(box()).toHaveValue('Ainda tem?');

    reply = { status: 422, data: { message: 'x', errors: { message: ['O campo mensagem é obrigatório.'] } } };
    await user.type(box(), '{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('O campo mensagem é obrigatório.'));
  });
});
