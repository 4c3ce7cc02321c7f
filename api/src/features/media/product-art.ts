import { drawKind, productKind, type KindInput } from './product-drawings';
import { colorFromName, paletteFor } from './colors';
import { FONT, escapeXml, hash, svgDocument } from './svg';

export const PRODUCT_PHOTO_SIZE = 600;

export interface ProductArtInput extends KindInput {
  id: number;
  manufacturer: string | null;
  /** Photo number, from 1. */
  position: number;
  /** Width to display at (thumbnails); the drawing itself is always 600×600. */
  width?: number;
}

/** The five "shots" of a product: front, angled, detail, with its box, with measurements. */
function composition(position: number, drawing: string, ghost: string, box: string, shadow: string): string {
  switch ((position - 1) % 5) {
    case 1:
      return (
        `<g transform="translate(430 150) scale(.75) translate(-100 -100)" opacity=".35">${ghost}</g>` +
        `<g filter="url(#${shadow})" transform="translate(290 315) rotate(-12) scale(2) translate(-100 -100)">${drawing}</g>`
      );
    case 2:
      return `<g filter="url(#${shadow})" transform="translate(300 300) scale(3.4) translate(-112 -92)">${drawing}</g>`;
    case 3:
      return `${box}<g filter="url(#${shadow})" transform="translate(390 330) scale(1.45) translate(-100 -100)">${drawing}</g>`;
    case 4:
      return (
        `<g filter="url(#${shadow})" transform="translate(300 290) scale(1.7) translate(-100 -100)">${drawing}</g>` +
        `<g stroke="#55606e" stroke-width="3" fill="#55606e" opacity=".55">` +
        `<path d="M130 500 H470" /><path d="M130 488 V512 M470 488 V512" />` +
        `<path d="M520 120 V460" /><path d="M508 120 H532 M508 460 H532" /></g>`
      );
    default:
      return `<g filter="url(#${shadow})" transform="translate(300 285) scale(2.05) translate(-100 -100)">${drawing}</g>`;
  }
}

function packagingBox(brand: string, hue: number): string {
  const label = escapeXml(brand.length > 16 ? `${brand.slice(0, 15)}…` : brand);
  return (
    `<g transform="translate(70 150)">` +
    `<path d="M0 60 L120 10 L240 60 L120 110Z" fill="hsl(${hue} 35% 86%)"/>` +
    `<path d="M0 60 V300 L120 350 V110Z" fill="hsl(${hue} 30% 78%)"/>` +
    `<path d="M240 60 V300 L120 350 V110Z" fill="hsl(${hue} 28% 70%)"/>` +
    `<text x="60" y="190" font-family="${FONT}" font-size="22" font-weight="700" fill="hsl(${hue} 30% 30%)" ` +
    `text-anchor="middle" transform="matrix(1 .4167 0 1 0 0)">${label}</text></g>`
  );
}

/** A product photo drawn from its name, kind and category colours. */
export function productPhotoSvg(input: ProductArtInput): string {
  const hue = hash(input.categorySlug ?? input.departmentSlug ?? input.name) % 360;
  const kind = productKind(input);
  // Products of one category share the background; each gets its own shade of the body colour.
  const shade = (hue + (hash(input.name) % 70) - 35 + 360) % 360;
  const palette = { ...paletteFor(hue, colorFromName(input.name) ?? `hsl(${shade} 55% 48%)`) };
  const drawing = drawKind(kind, palette);
  const ghost = drawKind(kind, paletteFor((hue + 180) % 360));
  const brand = input.manufacturer ?? '';
  const id = `p${input.id}-${input.position}`;
  const shadowId = `shadow-${id}`;

  const background =
    `<defs><radialGradient id="bg-${id}" cx=".5" cy=".42" r=".75">` +
    `<stop offset="0" stop-color="hsl(${hue} 60% 98%)"/><stop offset="1" stop-color="hsl(${hue} 40% 88%)"/></radialGradient>` +
    `<filter id="${shadowId}" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="hsl(${hue} 30% 20%)" flood-opacity=".22"/></filter></defs>` +
    `<rect width="600" height="600" fill="url(#bg-${id})"/>` +
    `<ellipse cx="300" cy="520" rx="190" ry="22" fill="hsl(${hue} 30% 40%)" opacity=".12"/>`;

  const tag =
    input.position === 1 && brand !== ''
      ? `<rect x="24" y="548" width="${Math.min(300, 24 + brand.length * 11)}" height="32" rx="16" fill="#fff" opacity=".85"/>` +
        `<text x="40" y="570" font-family="${FONT}" font-size="17" font-weight="600" fill="hsl(${hue} 30% 28%)">` +
        `${escapeXml(brand.length > 24 ? `${brand.slice(0, 23)}…` : brand)}</text>`
      : '';

  return svgDocument(
    PRODUCT_PHOTO_SIZE,
    PRODUCT_PHOTO_SIZE,
    input.position === 1 ? input.name : `${input.name} - foto ${input.position}`,
    background + composition(input.position, drawing, ghost, packagingBox(brand || input.name, hue), shadowId) + tag,
    input.width ?? PRODUCT_PHOTO_SIZE,
  );
}
