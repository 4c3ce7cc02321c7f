import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, restoreApi } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render';
import { ContentPage } from '../content-page';

afterEach(restoreApi);

describe('ContentPage', () => {
  it('renders the page title and its blocks as heading, paragraph and list', async () => {
    fakeApi({
      'GET /api/pages/sobre': () => ({
        data: {
          slug: 'sobre',
          title: 'Sobre nós',
          updated_at: '2024-05-10T10:00:00Z',
          blocks: [
            { type: 'paragraph', text: 'Somos um marketplace brasileiro.' },
            { type: 'heading', text: 'Nossos valores' },
            { type: 'list', items: ['Transparência', 'Respeito'] },
          ],
        },
      }),
    });
    renderAt(<ContentPage />, { route: '/sobre', path: '/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nossos valores' })).toBeInTheDocument();
    expect(screen.getByText('Somos um marketplace brasileiro.').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Transparência', 'Respeito']);
    expect(screen.getByText('10 de maio de 2024')).toBeInTheDocument();
    expect(document.title).toBe('Sobre nós | Mercado Brasil');
  });

  it("an unknown slug shows 'Página não encontrada' with a link home", async () => {
    fakeApi({ 'GET /api/pages/nao-existe': () => ({ status: 404, data: { message: 'Página não encontrada.' } }) });
    renderAt(<ContentPage />, { route: '/nao-existe', path: '/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página não encontrada | Mercado Brasil');
  });

  it('a failure other than 404 offers Tentar novamente', async () => {
    let fail = true;
    fakeApi({
      'GET /api/pages/termos-de-uso': () =>
        fail
          ? { status: 503 }
          : { data: { slug: 'termos-de-uso', title: 'Termos de uso', updated_at: '2024-01-01', blocks: [] } },
    });
    renderAt(<ContentPage />, { route: '/termos-de-uso', path: '/:slug' });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
  });
});
