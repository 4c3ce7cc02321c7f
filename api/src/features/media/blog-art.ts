import { paletteFor } from './colors';
import { drawKind, type ProductKind } from './product-drawings';
import { FONT, hash, svgDocument, textLines, wrapText } from './svg';

/** Words of a post title and the drawing that illustrates them. */
const TOPICS: readonly [RegExp, ProductKind][] = [
  [/\btv\b/i, 'tv'],
  [/caf[eé]/i, 'coffee'],
  [/compra segura|golpes/i, 'phone'],
  [/air fryer/i, 'airfryer'],
  [/notebook|aulas/i, 'laptop'],
  [/leitura/i, 'book'],
  [/corrida/i, 'sneaker'],
  [/pets?\b|c[aã]o|gato/i, 'dog'],
  [/skincare|pele/i, 'tube'],
  [/afiliados/i, 'digital'],
  [/ferramentas/i, 'toolbox'],
  [/crian[cç]as|brinquedo/i, 'blocks'],
  [/pneus?/i, 'tyre'],
];

export interface BlogArtInput {
  slug: string;
  title: string;
}

export function blogCoverSvg(post: BlogArtInput): string {
  const hue = hash(post.slug) % 360;
  const kind = TOPICS.find(([pattern]) => pattern.test(post.title))?.[1] ?? 'box';
  const id = `bc-${post.slug}`;
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 46%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 26%)"/>` +
    `</linearGradient></defs><rect width="1200" height="630" fill="url(#${id})"/>` +
    `<circle cx="930" cy="315" r="220" fill="#fff" fill-opacity=".95"/>` +
    `<g transform="translate(930 315) scale(1.6) translate(-100 -100)">${drawKind(kind, paletteFor(hue))}</g>` +
    `<text x="72" y="110" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff" fill-opacity=".8" ` +
    `letter-spacing="3">BLOG MERCADO BRASIL</text>` +
    textLines(wrapText(post.title, 20, 5), { x: 72, y: 210, size: 50, lineHeight: 62, weight: 800, fill: '#fff' });
  return svgDocument(1200, 630, post.title, body);
}
