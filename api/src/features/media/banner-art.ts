import { paletteFor } from './colors';
import { drawKind, type ProductKind } from './product-drawings';
import { FONT, escapeXml, hash, svgDocument, textLines, wrapText } from './svg';

export const BANNER_SIZES = {
  desktop: { width: 1600, height: 500 },
  tablet: { width: 992, height: 400 },
  mobile: { width: 768, height: 640 },
} as const;
export type BannerSize = keyof typeof BANNER_SIZES;

export interface BannerArtInput {
  slug: string;
  name: string;
  headline: string;
  subline: string;
  ctaLabel: string;
}

/** Colour and products drawn on the known home banners; others get a colour from their slug. */
const BANNER_STYLES: Readonly<Record<string, { hue: number; kinds: readonly ProductKind[] }>> = {
  'semana-da-tecnologia': { hue: 222, kinds: ['tv', 'headphones', 'gamepad'] },
  'cafes-especiais': { hue: 24, kinds: ['coffee', 'coffeemaker', 'capsules'] },
  'casa-nova': { hue: 158, kinds: ['sofa', 'lamp', 'rug'] },
  'volta-as-aulas': { hue: 280, kinds: ['laptop', 'book', 'bag'] },
};

function art(
  kinds: readonly ProductKind[],
  hue: number,
  x: number,
  y: number,
  size: number,
  vertical: boolean,
): string {
  return kinds
    .map((kind, index) => {
      const cx = vertical ? x + (index - 1) * size * 1.05 : x + index * size * 1.1;
      const cy = vertical ? y : y + (index % 2 === 0 ? 0 : size * 0.35);
      const scale = (size * 0.8) / 200;
      return (
        `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="#fff" fill-opacity=".92"/>` +
        `<g transform="translate(${cx} ${cy}) scale(${scale.toFixed(3)}) translate(-100 -100)">` +
        `${drawKind(kind, paletteFor((hue + index * 25) % 360))}</g>`
      );
    })
    .join('');
}

export function bannerSvg(banner: BannerArtInput, size: BannerSize): string {
  const { width, height } = BANNER_SIZES[size];
  const style = BANNER_STYLES[banner.slug] ?? { hue: hash(banner.slug) % 360, kinds: ['box'] as const };
  const hue = style.hue;
  const id = `bn-${banner.slug}-${size}`;
  const vertical = size === 'mobile';
  const headlineSize = size === 'desktop' ? 62 : size === 'tablet' ? 42 : 52;
  const sublineSize = size === 'desktop' ? 28 : size === 'tablet' ? 21 : 24;
  const x = vertical ? 48 : size === 'desktop' ? 110 : 56;
  const headline = wrapText(banner.headline || banner.name, vertical ? 18 : 17, 2);
  const subline = wrapText(banner.subline, vertical ? 36 : size === 'desktop' ? 40 : 30, 2);
  const top = vertical ? 110 : size === 'desktop' ? 170 : 130;
  const sublineTop = top + headline.length * headlineSize * 1.1 + 10;
  const ctaTop = sublineTop + subline.length * sublineSize * 1.3 + 16;
  const ctaWidth = Math.max(160, banner.ctaLabel.length * sublineSize * 0.62 + 56);

  const decorations = Array.from({ length: 5 }, (_, i) => {
    const seed = hash(`${banner.slug}-${i}`);
    return `<circle cx="${seed % width}" cy="${(seed >> 8) % height}" r="${60 + (seed % 140)}" fill="#fff" fill-opacity=".06"/>`;
  }).join('');

  const artSize = vertical ? 190 : size === 'desktop' ? 220 : 130;
  const artwork = vertical
    ? art(style.kinds, hue, width / 2, height - 140, artSize, true)
    : art(
        style.kinds,
        hue,
        width - (size === 'desktop' ? 80 : 36) - artSize / 2 - 2 * artSize * 1.1,
        height / 2 - artSize * 0.2,
        artSize,
        false,
      );

  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 70% 26%)"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>${decorations}${artwork}` +
    textLines(headline, { x, y: top, size: headlineSize, lineHeight: headlineSize * 1.1, weight: 800, fill: '#fff' }) +
    textLines(subline, {
      x,
      y: sublineTop + sublineSize * 0.4,
      size: sublineSize,
      lineHeight: sublineSize * 1.3,
      fill: 'rgba(255,255,255,.9)',
    }) +
    (banner.ctaLabel === ''
      ? ''
      : `<rect x="${x}" y="${ctaTop}" width="${ctaWidth.toFixed(0)}" height="${sublineSize * 2.1}" rx="${sublineSize * 1.05}" fill="#fff"/>` +
        `<text x="${(x + ctaWidth / 2).toFixed(0)}" y="${(ctaTop + sublineSize * 1.42).toFixed(0)}" text-anchor="middle" ` +
        `font-family="${FONT}" font-size="${sublineSize}" font-weight="700" fill="hsl(${hue} 60% 30%)">` +
        `${escapeXml(banner.ctaLabel)}</text>`);
  return svgDocument(width, height, banner.name, body);
}
