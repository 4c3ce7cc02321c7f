import { setViewport } from '../../../testing/match-media';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from 'shared-contracts';
import { fakeApi, restoreApi } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render';
import { BannerCarousel } from '../banner-carousel';

const banner = (n: number, url = `/categoria/c${n}`): Banner => ({
  name: `Banner ${n}`,
  url,
  image: `/b/${n}/desktop.svg`,
  tablet_image: `/b/${n}/tablet.svg`,
  mobile_image: `/b/${n}/mobile.svg`,
});

beforeEach(() => setViewport(1280));
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
});

describe('BannerCarousel', () => {
  it('H-01 asks the home banners and renders a picture per banner with sources by breakpoint', async () => {
    const api = fakeApi({ 'GET /api/banners': () => ({ data: [banner(1), banner(2), banner(3)] }) });
    renderAt(<BannerCarousel />);
    const first = await screen.findByRole('img', { name: 'Banner 1' });
    expect(api.calls('GET /api/banners')[0]?.params).toEqual({ banner_group: 'home' });
    const picture = first.closest('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 768px)', '/b/1/mobile.svg'],
      ['(min-width: 769px) and (max-width: 991px)', '/b/1/tablet.svg'],
    ]);
    expect(first).toHaveAttribute('src', '/b/1/desktop.svg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Banner 2' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Banner 3' })).toHaveAttribute('loading', 'lazy');
  });

  it('H-01 each banner links to its url; arrows carry Portuguese labels', async () => {
    fakeApi({
      'GET /api/banners': () => ({ data: [banner(1), banner(2, 'https://example.com/promo')] }),
    });
    renderAt(<BannerCarousel />);
    const image = await screen.findByRole('img', { name: 'Banner 1' });
    expect(image.closest('a')).toHaveAttribute('href', '/categoria/c1');
    expect(screen.getByRole('img', { name: 'Banner 2' }).closest('a')).toHaveAttribute(
      'href',
      'https://example.com/promo',
    );
    expect(screen.getByRole('button', { name: 'Banner anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo banner' })).toBeInTheDocument();
  });

  it('H-01 autoplay can be paused and resumed; none for reduced motion', async () => {
    fakeApi({ 'GET /api/banners': () => ({ data: [banner(1), banner(2)] }) });
    const { unmount } = renderAt(<BannerCarousel />);
    const pause = await screen.findByRole('button', { name: 'Pausar destaques' });
    await userEvent.click(pause);
    await userEvent.click(screen.getByRole('button', { name: 'Retomar destaques' }));
    expect(screen.getByRole('button', { name: 'Pausar destaques' })).toBeInTheDocument();
    unmount();

    setViewport(1280, { reducedMotion: true });
    renderAt(<BannerCarousel />);
    await screen.findByRole('img', { name: 'Banner 1' });
    expect(screen.queryByRole('button', { name: 'Pausar destaques' })).not.toBeInTheDocument();
  });

  it('shows nothing without banners and Tentar novamente on failure', async () => {
    let fail = true;
    fakeApi({ 'GET /api/banners': () => (fail ? { status: 500 } : { data: [] }) });
    const { container } = renderAt(<BannerCarousel />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
