import { screen } from '@testing-library/react';
import type { ChatProduct } from 'shared-contracts';
import { chat, message, ok, renderAt, setUp, techmix, useApi } from './render';

setUp();

const product: ChatProduct = {
  id: 42,
  name: 'Fone Bluetooth JBL Tune 510BT',
  slug: 'fone-jbl-tune-510bt',
  photo: '/fone.svg',
  price: 249.9,
  store: techmix,
  chat_id: null,
};

describe('ChatStartPage', () => {
  it('shows the product and its store, then opens the conversation with the first message', async () => {
    const api = useApi({
      'GET /api/chats/products/42': ok(product),
      'POST /api/chats': ok({ chat, message: message(10, 'customer', 'Tem pronta entrega?'), reused: false }, 201),
      'GET /api/chats/5/messages': ok({ chat, messages: [message(10, 'customer', 'Tem pronta entrega?')] }),
      'POST /api/chats/5/read': ok(undefined, 204),
    });
    const { user } = renderAt('/cliente/iniciar-chat/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversar com TechMix Eletrônicos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fone Bluetooth JBL Tune 510BT' })).toHaveAttribute(
      'href',
      '/produto/techmix-eletronicos/fone-jbl-tune-510bt',
    );
    expect(screen.getByText('R$ 249,90')).toBeInTheDocument();
    expect(screen.getByText('Vendido e entregue por TechMix Eletrônicos')).toBeInTheDocument();
    expect(screen.getByLabelText('Sua mensagem')).toHaveFocus();

    await user.type(screen.getByLabelText('Sua mensagem'), 'Tem pronta entrega?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    // The conversation opens, with the message sent.
    const log = await screen.findByRole('log', { name: 'Mensagens com TechMix Eletrônicos' });
    expect(log).toHaveTextContent('Tem pronta entrega?');
    expect(api.calls('POST /api/chats')[0]?.body).toEqual({ product_id: 42, message: 'Tem pronta entrega?' });
  });

  it('says when there is already a conversation about the product', async () => {
    useApi({ 'GET /api/chats/products/42': ok({ ...product, chat_id: 5 }) });
    renderAt('/cliente/iniciar-chat/42');
    expect(await screen.findByText(/Você já conversa com esta loja sobre este produto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a conversa' })).toHaveAttribute('href', '/cliente/chat/5');
  });

  it('shows the API’s 422 message and keeps the text', async () => {
    useApi({
      'GET /api/chats/products/42': ok(product),
      'POST /api/chats': ok(
        { message: 'x', errors: { message: ['O campo mensagem não pode ser superior a 1000 caracteres.'] } },
        422,
      ),
    });
    const { user } = renderAt('/cliente/iniciar-chat/42');
    await screen.findByLabelText('Sua mensagem');
    await user.type(screen.getByLabelText('Sua mensagem'), 'Oi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O campo mensagem não pode ser superior a 1000 caracteres.',
    );
    expect(screen.getByLabelText('Sua mensagem')).toHaveValue('Oi');
  });

  it('says the product was not found (404, or an id that is not a number)', async () => {
    useApi({ 'GET /api/chats/products/77': ok({ message: 'Produto não encontrado.' }, 404) });
    renderAt('/cliente/iniciar-chat/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeInTheDocument();
  });

  it('does not ask the API about a bad id', () => {
    const api = useApi({});
    renderAt('/cliente/iniciar-chat/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
