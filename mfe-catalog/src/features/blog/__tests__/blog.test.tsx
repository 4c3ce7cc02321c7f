import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { BlogPostSummary } from 'shared-contracts';
import { fakeApi, restoreApi } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render';
import { BlogPage } from '../blog-page';
import { BlogPostPage } from '../blog-post-page';

const summary = (id: number): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Resumo ${id}`,
  cover: `/c/${id}.svg`,
  author_name: 'Equipe',
  published_at: '2024-02-01T12:00:00Z',
  reading_minutes: 4,
});

afterEach(restoreApi);

describe('Blog', () => {
  it('lists posts with cover, title, excerpt, date and reading time, paged by ?page=', async () => {
    const api = fakeApi({
      'GET /api/blog': (request) => ({
        data: {
          current_page: Number(request.params.page),
          last_page: 3,
          per_page: 1,
          total: 3,
          from: 2,
          to: 2,
          next_page_url: null,
          prev_page_url: null,
          data: [summary(2)],
        },
      }),
    });
    renderAt(<BlogPage />, { route: '/blog?page=2', path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(screen.getByText('Resumo 2')).toBeInTheDocument();
    expect(screen.getByText(/1 de fevereiro de 2024/)).toBeInTheDocument();
    expect(screen.getByText(/4 min de leitura/)).toBeInTheDocument();
    expect(api.calls('GET /api/blog')[0]?.params).toEqual({ page: 2 });
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/blog');
  });

  it('renders a post with its blocks; an unknown post is not found', async () => {
    fakeApi({
      'GET /api/blog/post-1': () => ({
        data: {
          ...summary(1),
          blocks: [
            { type: 'heading', text: 'Dica 1' },
            { type: 'paragraph', text: 'Texto.' },
          ],
        },
      }),
      'GET /api/blog/nada': () => ({ status: 404 }),
    });
    const view = renderAt(<BlogPostPage />, { route: '/blog/post-1', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dica 1' })).toBeInTheDocument();
    expect(document.title).toBe('Post 1 | Mercado Brasil');
    view.unmount();
    renderAt(<BlogPostPage />, { route: '/blog/nada', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('the blog lists posts and opens one', async () => {
    fakeApi({
      'GET /api/blog': () => ({
        data: {
          current_page: 1,
          last_page: 1,
          per_page: 9,
          total: 2,
          from: 1,
          to: 2,
          next_page_url: null,
          prev_page_url: null,
          data: [summary(1), summary(2)],
        },
      }),
      'GET /api/blog/post-2': () => ({ data: { ...summary(2), blocks: [{ type: 'paragraph', text: 'Texto 2.' }] } }),
    });
    const view = renderAt(
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>,
      { route: '/blog' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Post 2' }));
    expect(view.location().pathname).toBe('/blog/post-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2' })).toBeInTheDocument();
    expect(screen.getByText('Texto 2.')).toBeInTheDocument();
  });
});
