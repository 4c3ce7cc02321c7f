import { FONT, escapeXml, hash, initials, svgDocument, textLines, wrapText } from './svg';

export interface StoreArtInput {
  name: string;
  slug: string;
  cityName: string;
  stateName: string;
}

function hueOf(slug: string): number {
  return hash(slug) % 360;
}

/** Round badge with the store's initials. */
export function storeLogoSvg(store: StoreArtInput): string {
  const hue = hueOf(store.slug);
  const id = `l-${store.slug}`;
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 60% 50%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 32%)"/>` +
    `</linearGradient></defs>` +
    `<circle cx="120" cy="120" r="120" fill="url(#${id})"/>` +
    `<circle cx="120" cy="120" r="100" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<text x="120" y="142" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">` +
    `${escapeXml(initials(store.name))}</text>`;
  return svgDocument(240, 240, store.name, body);
}

/** Wide store header: name and city over a gradient with soft circles. */
export function storeBannerSvg(store: StoreArtInput): string {
  const hue = hueOf(store.slug);
  const id = `b-${store.slug}`;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const seed = hash(`${store.slug}-${i}`);
    return `<circle cx="${600 + (seed % 600)}" cy="${seed % 300}" r="${40 + (seed % 120)}" fill="#fff" fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('');
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 28%)"/>` +
    `</linearGradient></defs><rect width="1200" height="300" fill="url(#${id})"/>${circles}` +
    textLines(wrapText(store.name, 32, 2), { x: 64, y: 140, size: 52, lineHeight: 60, weight: 700, fill: '#fff' }) +
    `<text x="64" y="250" font-family="${FONT}" font-size="24" fill="#fff" fill-opacity=".85">` +
    `${escapeXml(`${store.cityName} - ${store.stateName}`)}</text>`;
  return svgDocument(1200, 300, store.name, body);
}
