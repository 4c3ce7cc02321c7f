import '../../testing/match-media';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { ProductSlider } from '../product-slider';

// Its own file: swiper, once fetched, serves every later slider of the page (here, of the file).
const swiperRoot = (): Element | null => document.querySelector('.swiper');

describe('Slider started on demand', () => {
  it('lays the slides out without swiper until a pointer comes over it, then swiper takes them over', async () => {
    renderAt(<ProductSlider title="Mais vistos" products={[product(1), product(2), product(3)]} total={3} />);
    expect(screen.getByRole('link', { name: 'Produto 3' })).toBeInTheDocument();
    expect(swiperRoot()).toBeNull();

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Próximos produtos' }).parentElement!);
    await waitFor(() => expect(swiperRoot()).not.toBeNull());
    expect(swiperRoot()?.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Produto 3' })).toBeInTheDocument();
  });

  it('a slider that comes after swiper is here starts with it at once; its arrows are swiper’s', async () => {
    renderAt(<ProductSlider title="Mais vendidos" products={[product(4), product(5)]} total={2} />);
    await waitFor(() => expect(swiperRoot()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Próximos produtos' }));
    expect(screen.getByRole('link', { name: 'Produto 5' })).toBeInTheDocument();
  });
});
