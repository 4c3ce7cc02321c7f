import '../../testing/match-media';
import { screen } from '@testing-library/react';
import { fakeApi, restoreApi } from '../../testing/fake-api';
import { CATEGORIES } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { CategorySlider } from '../category-slider';

afterEach(restoreApi);

describe('CategorySlider', () => {
  it('P-11 shows each category image and name linking to /categoria/{slug}', async () => {
    fakeApi({ 'GET /api/categories': () => ({ data: CATEGORIES }) });
    renderAt(<CategorySlider />);
    const link = await screen.findByRole('link', { name: 'Eletrônicos' });
    expect(link).toHaveAttribute('href', '/categoria/eletronicos');
    expect(link.querySelector('img')).toHaveAttribute('src', '/img/eletronicos.svg');
    expect(screen.getByRole('link', { name: 'Moda Feminina' })).toHaveAttribute('href', '/categoria/moda-feminina');
  });

  it('P-11 links into the affiliated market when asked', async () => {
    fakeApi({ 'GET /api/categories': () => ({ data: CATEGORIES }) });
    renderAt(<CategorySlider affiliate />);
    expect(await screen.findByRole('link', { name: 'Eletrônicos' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/categoria/eletronicos',
    );
  });
});
