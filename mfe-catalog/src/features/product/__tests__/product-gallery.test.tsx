import '../../../testing/match-media';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPhoto } from 'shared-contracts';
import { ProductGallery } from '../product-gallery';

// Its own file: swiper, once fetched, serves every later gallery of the page (here, of the file).
// The thumbnails pressed before swiper starts: product-gallery-thumbnails.test.tsx.
const PHOTOS: ProductPhoto[] = [
  { url: '/p/7/1.svg', thumbnail: '/p/7/1.svg?w=120', alt: 'Camiseta de frente' },
  { url: '/p/7/2.svg', thumbnail: '/p/7/2.svg?w=120', alt: 'Camiseta de costas' },
  { url: '/p/7/3.svg', thumbnail: '/p/7/3.svg?w=120', alt: '' },
];

const swiperRoots = (): NodeListOf<Element> => document.querySelectorAll('.swiper');
const activePhoto = (): string | null | undefined =>
  document.querySelector('.swiper-slide-active img')?.getAttribute('alt');

/**
 * Gives every element a width while `run` runs. jsdom lays nothing out: swiper, measuring a slider
 * 0 px wide, finds a single position and locks it, both arrows disabled, as a browser never would.
 */
async function withWidth(px: number, run: () => Promise<void>): Promise<void> {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => px });
  try {
    await run();
  } finally {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  }
}

describe('ProductGallery', () => {
  it('shows one photo alone, with no arrows and no slider even under a pointer', async () => {
    render(<ProductGallery photos={PHOTOS.slice(0, 1)} name="Camiseta Básica" />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Fotos de Camiseta Básica' }));
    expect(screen.getByRole('img', { name: 'Camiseta de frente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima foto' })).not.toBeInTheDocument();
    // Given time to fetch swiper, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(swiperRoots()).toHaveLength(0);
  });

  it('stands the first photo and the strip in place without swiper; the first arrow press starts it and moves on', async () => {
    render(<ProductGallery photos={PHOTOS} name="Camiseta Básica" />);
    expect(swiperRoots()).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Camiseta de frente' })).toBeInTheDocument();
    // The gallery stands at its first photo: there is no going back.
    expect(screen.getByRole('button', { name: 'Foto anterior', hidden: true })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    await waitFor(() => expect(swiperRoots()).toHaveLength(2));
    await waitFor(() => expect(activePhoto()).toBe('Camiseta de costas'));
  });

  it('once swiper drives it, the next arrow and a thumbnail show their photo, and there is a way back', () =>
    withWidth(640, async () => {
      render(<ProductGallery photos={PHOTOS} name="Camiseta Básica" />);
      const gallery = screen.getByRole('region', { name: 'Fotos de Camiseta Básica' });
      fireEvent.pointerEnter(gallery);
      await waitFor(() => expect(swiperRoots()).toHaveLength(2));
      // At the first photo there is no going back.
      expect(activePhoto()).toBe('Camiseta de frente');
      const previous = screen.getByRole('button', { name: 'Foto anterior', hidden: true });
      expect(previous).toBeDisabled();

      await userEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
      expect(activePhoto()).toBe('Camiseta de costas');
      expect(previous).toBeEnabled();
      // The strip under the photos is a pointer shortcut: its third thumbnail opens the third photo.
      await userEvent.click(gallery.querySelectorAll('[aria-hidden="true"] img')[2]!);
      expect(activePhoto()).toBe('Camiseta Básica, foto 3');
    }));
});
