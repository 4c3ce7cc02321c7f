/**
 * Category tiles drawn as SVG on the fly: a gradient in a colour derived from
 * the slug, a line pictogram for known departments (or the initials), and the
 * category name. Nothing is fetched from anywhere else.
 */

import { FONT, escapeXml, hash } from '../media/svg';

const SIZE = 240;

/** Pictograms on a 64×64 grid, drawn with the group's white stroke unless they say otherwise. */
const PICTOGRAMS: Readonly<Record<string, string>> = {
  eletronicos: '<rect x="6" y="12" width="52" height="32" rx="4"/><path d="M32 44v8M22 54h20"/>',
  'celulares-e-smartphones': '<rect x="19" y="5" width="26" height="54" rx="6"/><path d="M28 51h8M27 11h10"/>',
  informatica: '<rect x="12" y="14" width="40" height="27" rx="3"/><path d="M5 48h54l-4-7H9z"/>',
  eletrodomesticos:
    '<rect x="14" y="6" width="36" height="52" rx="5"/><circle cx="32" cy="36" r="11"/><path d="M21 15h8M41 15h2"/>',
  'casa-e-decoracao': '<path d="M8 30 32 11l24 19"/><path d="M15 25v30h34V25"/><path d="M27 55V40h10v15"/>',
  'moda-feminina': '<path d="M25 7h14l-3 13 14 36H14l14-36z"/><path d="M28 20h8"/>',
  'moda-masculina': '<path d="M23 9 9 17l6 11 6-3v30h22V25l6 3 6-11-14-8c-2 5-5 7-9 7s-7-2-9-7z"/>',
  'esporte-e-lazer': '<circle cx="32" cy="32" r="23"/><path d="M13 19c8 8 30 8 38 0M13 45c8-8 30-8 38 0"/>',
  'beleza-e-perfumaria':
    '<rect x="15" y="25" width="34" height="32" rx="7"/><path d="M26 25v-9h12v9M29 9h6"/><circle cx="32" cy="41" r="6"/>',
  brinquedos:
    '<rect x="8" y="35" width="21" height="21" rx="2"/><rect x="35" y="35" width="21" height="21" rx="2"/><rect x="21" y="9" width="22" height="22" rx="2"/>',
  livros: '<path d="M32 17c-7-5-17-6-25-4v40c8-2 18-1 25 4 7-5 17-6 25-4V13c-8-2-18-1-25 4z"/><path d="M32 17v40"/>',
  'pet-shop':
    '<g fill="#fff" stroke="none"><ellipse cx="32" cy="43" rx="13" ry="11"/><circle cx="14" cy="29" r="6"/><circle cx="25" cy="17" r="6"/><circle cx="39" cy="17" r="6"/><circle cx="50" cy="29" r="6"/></g>',
  automotivo:
    '<path d="M7 43V33l7-12h36l7 12v10z"/><path d="M15 21l-3 12h40l-3-12"/><circle cx="19" cy="45" r="6" fill="currentColor"/><circle cx="45" cy="45" r="6" fill="currentColor"/>',
  mercado: '<path d="M5 10h8l7 30h30l6-21H16"/><circle cx="24" cy="51" r="4"/><circle cx="46" cy="51" r="4"/>',
};

const MINOR_WORDS = new Set(['e', 'de', 'da', 'do', 'das', 'dos', 'para', 'com', 'a', 'o']);

export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const significant = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  return picked.map((word) => word.charAt(0).toLocaleUpperCase('pt-BR')).join('');
}

/** Greedy word wrap into at most `maxLines` lines; an overflowing last line ends with "…". */
export function wrapLabel(text: string, maxChars = 16, maxLines = 2): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxChars || current === '') {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1))}…`;
  return kept;
}

export interface TileInput {
  name: string;
  slug: string;
  /** Slug whose pictogram to draw (the category's own, or its department's). */
  pictogramSlug?: string | undefined;
}

export function hasPictogram(slug: string): boolean {
  return Object.hasOwn(PICTOGRAMS, slug);
}

export function categoryTileSvg({ name, slug, pictogramSlug }: TileInput): string {
  const hue = hash(slug) % 360;
  const from = `hsl(${hue} 58% 42%)`;
  const to = `hsl(${(hue + 32) % 360} 62% 28%)`;
  const gradientId = `g-${slug}`;
  const label = escapeXml(name);

  const pictogram = pictogramSlug !== undefined ? PICTOGRAMS[pictogramSlug] : undefined;
  const emblem =
    pictogram !== undefined
      ? `<g transform="translate(76 28) scale(1.375)" fill="none" stroke="#fff" stroke-width="3" ` +
        `stroke-linecap="round" stroke-linejoin="round" color="${to}">${pictogram}</g>`
      : `<circle cx="120" cy="80" r="44" fill="#fff" fill-opacity="0.18"/>` +
        `<text x="120" y="93" text-anchor="middle" font-family="${FONT}" font-size="38" ` +
        `font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`;

  const lines = wrapLabel(name);
  const fontSize = lines.length > 1 ? 19 : 21;
  const firstBaseline = lines.length > 1 ? 170 : 182;
  const text = lines
    .map(
      (line, index) =>
        `<text x="120" y="${firstBaseline + index * 24}" text-anchor="middle" font-family="${FONT}" ` +
        `font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" ` +
    `role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#${gradientId})"/>` +
    `<circle cx="206" cy="34" r="58" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="22" cy="222" r="46" fill="#fff" fill-opacity="0.06"/>` +
    emblem +
    text +
    `</svg>`
  );
}
