import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { OrderReviews } from 'shared-contracts';
import { useFakeApi as useApi } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { ok, renderRoutes, setUpBusAndNetwork } from '../../../testing/harness';
import { OrderReviewPage } from '../order-review-page';

const reviews: OrderReviews = {
  order_id: 8,
  number: 'MB-000008',
  reviewable: true,
  items: [
    {
      order_item_index: 0,
      name: 'Smartphone Galaxy A15 128 GB',
      photo: '/api/media/products/2/1.svg',
      variation: null,
      option: null,
      product: { id: 2, slug: 'smartphone-galaxy-a15', seller_slug: 'techmix-eletronicos' },
      review: null,
    },
    {
      order_item_index: 1,
      name: 'Jogo de Cama Queen 4 Peças',
      photo: '/api/media/products/3/1.svg',
      variation: 'Cor',
      option: 'Branco',
      product: { id: 3, slug: 'jogo-de-cama-queen', seller_slug: 'casa-bella-utilidades' },
      review: null,
    },
  ],
};

const sentReview = {
  rating: 4,
  title: 'Muito bom',
  comment: 'Bateria dura o dia todo.',
  created_at: '2026-01-12T13:00:00.000Z',
};

const recorded = setUpBusAndNetwork();

function renderAt(path: string) {
  return renderRoutes(path, <Route path="/cliente/pedidos/avaliar/:id" element={<OrderReviewPage />} />).user;
}

const itemCard = (name: string) => screen.findByRole('article', { name });
const form = () => screen.findByRole('form', { name: 'Avaliar pedido' });

/** Gives the item `name` its stars, title and comment, and sends the form; answers the item's card. */
async function reviewAndSend(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  stars: number,
  title: string,
  comment: string,
) {
  const card = await itemCard(name);
  await user.click(within(card).getByRole('radio', { name: `${stars} estrelas` }));
  await user.type(within(card).getByLabelText('Título da avaliação'), title);
  await user.type(within(card).getByLabelText('Comentário'), comment);
  await user.click(screen.getByRole('button', { name: 'Enviar avaliações' }));
  return card;
}

describe('OrderReviewPage', () => {
  it('loads the order behind a skeleton, then offers stars, title and comment for each item', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/orders/8/reviews', () =>
      renderAt('/cliente/pedidos/avaliar/8'),
    );
    expectLoadingPage('Avaliar pedido', 'Carregando os produtos do pedido...');

    release(reviews);
    await form();
    expect(screen.getByText(/Pedido MB-000008/)).toBeInTheDocument();
    const phone = await itemCard('Smartphone Galaxy A15 128 GB');
    const stars = within(phone).getByRole('group', { name: 'Nota' });
    const radios = within(stars).getAllByRole('radio');
    ['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas'].forEach((name, i) =>
      expect(radios[i]).toHaveAccessibleName(name),
    );
    expect(within(phone).getByLabelText('Título da avaliação')).toHaveValue('');
    expect(within(phone).getByLabelText('Comentário')).toHaveValue('');
    expect(await itemCard('Jogo de Cama Queen 4 Peças')).toHaveTextContent('Cor: Branco');
    expect(screen.getByRole('button', { name: 'Enviar avaliações' })).toBeInTheDocument();
    expect(api.calls('GET /api/orders/8/reviews')[0]?.config.silent401).not.toBe(true);
  });

  it('is a keyboard radio group: arrows move the choice', async () => {
    useApi({ 'GET /api/orders/8/reviews': ok(reviews) });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    const phone = await itemCard('Smartphone Galaxy A15 128 GB');
    const three = within(phone).getByRole('radio', { name: '3 estrelas' });
    await user.click(three);
    expect(three).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(phone).getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    expect(within(phone).getByRole('radio', { name: '4 estrelas' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(phone).getByRole('radio', { name: '2 estrelas' })).toBeChecked();
    expect(three).not.toBeChecked();
  });

  it('sends the items that were reviewed and thanks the customer, showing what was sent', async () => {
    const answer: OrderReviews = {
      ...reviews,
      items: [
        { ...reviews.items[0]!, review: { ...sentReview, rating: 5, title: 'Excelente', comment: 'Recomendo.' } },
        reviews.items[1]!,
      ],
    };
    const api = useApi({ 'GET /api/orders/8/reviews': ok(reviews), 'POST /api/orders/8/reviews': ok(answer, 201) });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    await reviewAndSend(user, 'Smartphone Galaxy A15 128 GB', 5, ' Excelente ', 'Recomendo.');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Obrigado pela sua avaliação!'));
    expect(api.calls('POST /api/orders/8/reviews')[0]?.body).toEqual({
      reviews: [{ order_item_index: 0, rating: 5, title: 'Excelente', comment: 'Recomendo.' }],
    });
    const sent = await itemCard('Smartphone Galaxy A15 128 GB');
    expect(within(sent).getByRole('img', { name: 'Nota 5 de 5' })).toBeInTheDocument();
    expect(sent).toHaveTextContent('Sua avaliação');
    expect(sent).toHaveTextContent('Recomendo.');
    expect(within(sent).getByRole('link', { name: /Ver na página do produto/ })).toHaveAttribute(
      'href',
      '/produto/techmix-eletronicos/smartphone-galaxy-a15',
    );
    expect(within(sent).queryByRole('radio')).not.toBeInTheDocument();
    // The other item can still be reviewed.
    expect(screen.getByRole('button', { name: 'Enviar avaliação' })).toBeInTheDocument();
  });

  it('checks a started review before sending and focuses the first problem', async () => {
    const api = useApi({ 'GET /api/orders/8/reviews': ok(reviews) });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    const phone = await itemCard('Smartphone Galaxy A15 128 GB');
    await user.type(within(phone).getByLabelText('Título da avaliação'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliações' }));

    const group = within(phone).getByRole('group', { name: 'Nota' });
    expect(group).toHaveAccessibleDescription('Escolha uma nota de 1 a 5 estrelas.');
    expect(within(phone).getByLabelText('Título da avaliação')).toHaveAccessibleDescription(
      /O campo título não pode ser superior a 80 caracteres\./,
    );
    expect(within(phone).getByLabelText('Comentário')).toHaveAccessibleDescription(
      /O campo comentário é obrigatório\./,
    );
    expect(within(phone).getByRole('radio', { name: '1 estrela' })).toHaveFocus();
    expect(api.calls('POST /api/orders/8/reviews')).toHaveLength(0);

    // Fixing a field clears its message.
    await user.click(within(phone).getByRole('radio', { name: '2 estrelas' }));
    expect(group).not.toHaveAccessibleDescription('Escolha uma nota de 1 a 5 estrelas.');
  });

  it('asks for at least one review when nothing was filled in', async () => {
    const api = useApi({ 'GET /api/orders/8/reviews': ok(reviews) });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    await form();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliações' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Avalie pelo menos um produto');
    expect(api.calls('POST /api/orders/8/reviews')).toHaveLength(0);
  });

  it('shows the API’s 422 messages on the fields of the item they belong to', async () => {
    useApi({
      'GET /api/orders/8/reviews': ok(reviews),
      'POST /api/orders/8/reviews': ok(
        {
          message: 'O campo comentário é obrigatório.',
          errors: { 'reviews.0.comment': ['Este comentário não pode ser publicado.'] },
        },
        422,
      ),
    });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    const bed = await reviewAndSend(user, 'Jogo de Cama Queen 4 Peças', 3, 'Ok', 'Tecido fino.');

    await waitFor(() =>
      expect(within(bed).getByLabelText('Comentário')).toHaveAccessibleDescription(
        /Este comentário não pode ser publicado\./,
      ),
    );
    expect(within(bed).getByLabelText('Comentário')).toHaveFocus();
    expect(within(bed).getByLabelText('Título da avaliação')).toHaveValue('Ok');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 422 about the whole order above the button', async () => {
    useApi({
      'GET /api/orders/8/reviews': ok(reviews),
      'POST /api/orders/8/reviews': ok(
        { message: 'Você já avaliou este produto.', errors: { reviews: ['Você já avaliou este produto.'] } },
        422,
      ),
    });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    await reviewAndSend(user, 'Smartphone Galaxy A15 128 GB', 4, 'Bom', 'Gostei.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já avaliou este produto.');
  });

  it('keeps what was typed when sending fails', async () => {
    useApi({ 'GET /api/orders/8/reviews': ok(reviews), 'POST /api/orders/8/reviews': () => 'network' });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    const phone = await reviewAndSend(user, 'Smartphone Galaxy A15 128 GB', 4, 'Bom', 'Gostei.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar a sua avaliação.');
    expect(within(phone).getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    expect(within(phone).getByLabelText('Comentário')).toHaveValue('Gostei.');
  });

  it('shows what was sent when every item is already reviewed', async () => {
    useApi({
      'GET /api/orders/8/reviews': ok({
        ...reviews,
        items: reviews.items.map((item) => ({ ...item, review: sentReview })),
      }),
    });
    renderAt('/cliente/pedidos/avaliar/8');
    expect(await screen.findByText('Você já avaliou todos os produtos deste pedido. Obrigado!')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Nota 4 de 5' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Enviar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('explains that an unpaid order cannot be reviewed yet', async () => {
    useApi({ 'GET /api/orders/8/reviews': ok({ ...reviews, reviewable: false }) });
    renderAt('/cliente/pedidos/avaliar/8');
    expect(await screen.findByText(/assim que o pagamento for confirmado/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says the order was not found for someone else’s order, or a bad id without asking', async () => {
    useApi({ 'GET /api/orders/9/reviews': ok({ message: 'Pedido não encontrado.' }, 404) });
    renderAt('/cliente/pedidos/avaliar/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para meus pedidos' })).toHaveAttribute('href', '/cliente/pedidos');
  });

  it('does not ask the API about an id that is not a number', () => {
    const api = useApi({});
    renderAt('/cliente/pedidos/avaliar/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers a retry when loading fails, and leaves a 401 to the shell', async () => {
    let status = 500;
    useApi({ 'GET /api/orders/8/reviews': () => (status === 200 ? { status, data: reviews } : { status, data: {} }) });
    const user = renderAt('/cliente/pedidos/avaliar/8');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os produtos deste pedido agora.');
    status = 401;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/orders/8/reviews' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    status = 200;
  });
});
