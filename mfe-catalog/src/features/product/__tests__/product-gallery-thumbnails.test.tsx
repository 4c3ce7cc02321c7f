import '../../../testing/match-media';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ProductPhoto } from 'shared-contracts';
import { ProductGallery } from '../product-gallery';

// Its own file: swiper, once fetched, serves every later gallery of the page (here, of the file).
const PHOTOS: ProductPhoto[] = [
  { url: '/p/7/1.svg', thumbnail: '/p/7/1.svg?w=120', alt: 'Camiseta de frente' },
  { url: '/p/7/2.svg', thumbnail: '/p/7/2.svg?w=120', alt: 'Camiseta de costas' },
  { url: '/p/7/3.svg', thumbnail: '/p/7/3.svg?w=120', alt: '' },
];

const activePhoto = (): string | null | undefined =>
  document.querySelector('.swiper-slide-active img')?.getAttribute('alt');

describe('ProductGallery thumbnails', () => {
  it('marks the first photo’s thumbnail; one pressed before swiper is here opens its photo once swiper has started', async () => {
    render(<ProductGallery photos={PHOTOS} name="Camiseta Básica" />);
    const strip = screen.getByRole('region', { name: 'Fotos de Camiseta Básica' }).lastElementChild!;
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    const thumbnails = strip.querySelectorAll('button');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]!.className).toMatch(/thumbActive/);
    expect(thumbnails[2]!.className).not.toMatch(/thumbActive/);

    fireEvent.click(thumbnails[2]!);
    await waitFor(() => expect(activePhoto()).toBe('Camiseta Básica, foto 3'));
    expect(document.querySelectorAll('.swiper')).toHaveLength(2);
  });
});
