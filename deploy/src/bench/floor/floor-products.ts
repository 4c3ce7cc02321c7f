/**
 * The floor page's data, inline in its bundle: twelve products as a shopper's page lists them.
 * Each has a picture the floor's server serves (`/img/<slug>.svg`) and a product link under
 * `/produto/`, like the site's cards.
 */
export interface FloorProduct {
  slug: string;
  name: string;
  /** In reais. */
  price: number;
  /** The picture's main colour. */
  color: string;
}

export const FLOOR_PRODUCTS: readonly FloorProduct[] = [
  { slug: 'cafe-em-graos-especial-1kg', name: 'Café em grãos Especial 1 kg', price: 89.9, color: '#6f4e37' },
  { slug: 'cafeteira-eletrica-30-xicaras', name: 'Cafeteira elétrica 30 xícaras', price: 149.9, color: '#2f3e46' },
  { slug: 'moedor-de-cafe-manual', name: 'Moedor de café manual em inox', price: 119, color: '#84a98c' },
  { slug: 'caneca-de-ceramica-350ml', name: 'Caneca de cerâmica 350 ml', price: 34.9, color: '#e76f51' },
  { slug: 'fone-de-ouvido-bluetooth', name: 'Fone de ouvido Bluetooth com microfone', price: 199.9, color: '#264653' },
  { slug: 'camiseta-basica-algodao', name: 'Camiseta básica de algodão', price: 49.9, color: '#2a9d8f' },
  { slug: 'tenis-de-corrida-leve', name: 'Tênis de corrida leve', price: 329.9, color: '#e9c46a' },
  { slug: 'panela-de-pressao-4-5l', name: 'Panela de pressão 4,5 L', price: 159.9, color: '#8d99ae' },
  { slug: 'livro-receitas-brasileiras', name: 'Livro de receitas brasileiras', price: 79.9, color: '#bc6c25' },
  { slug: 'mochila-para-notebook-15', name: 'Mochila para notebook 15"', price: 189.9, color: '#3d405b' },
  { slug: 'garrafa-termica-1l', name: 'Garrafa térmica 1 L', price: 99.9, color: '#588157' },
  { slug: 'luminaria-de-mesa-led', name: 'Luminária de mesa LED', price: 129.9, color: '#f4a261' },
];

/** Where a product's card links to. */
export const floorProductPath = (product: FloorProduct): string => `/produto/piso/${product.slug}`;

/** Where a product's picture is served. */
export const floorImagePath = (product: FloorProduct): string => `/img/${product.slug}.svg`;

/** A small picture of a product: a coloured shape and its initial, 400×400. */
export function floorProductSvg(product: FloorProduct): string {
  const initial = product.name.charAt(0);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#f5f7f6"/>` +
    `<rect x="90" y="90" width="220" height="220" rx="28" fill="${product.color}"/>` +
    `<text x="200" y="235" font-family="sans-serif" font-size="110" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${initial}</text></svg>`
  );
}

/** The banner's picture, in the proportions of the site's phone banner (768×640). */
export const FLOOR_BANNER_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="640" viewBox="0 0 768 640">` +
  `<rect width="768" height="640" fill="#1b4332"/>` +
  `<circle cx="600" cy="420" r="190" fill="#40916c"/>` +
  `<text x="60" y="250" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">Ofertas</text>` +
  `<text x="60" y="340" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">da semana</text>` +
  `<text x="60" y="430" font-family="sans-serif" font-size="36" fill="#d8f3dc">Até 40% de desconto</text></svg>`;
