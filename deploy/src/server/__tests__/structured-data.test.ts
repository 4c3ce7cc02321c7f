import type { FastifyInstance } from 'fastify';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { buildSiteServer } from '../site-server.js';
import { PRODUCT, promoteShell, startStandInApi, structuredData, type StandInApi } from './stand-in-catalog.js';

let site: string;
let api: StandInApi;
let server: FastifyInstance;
let base: string;
const builds: string[] = [];

const html = async (path: string): Promise<{ page: string; csp: string }> => {
  const response = await fetch(`${base}${path}`);
  return { page: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

/** The page's JSON-LD items of one type. */
const ofType = (page: string, type: string) => structuredData(page).filter((item) => item['@type'] === type);

beforeEach(async () => {
  site = await tempSite();
  api = await startStandInApi();
  builds.push(await promoteShell());
  server = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: false },
    siteUrl: 'https://www.mercadobrasil.example',
    // The page's public data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server.close();
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

describe('structured data of a product page', () => {
  it('is a Product with what search engines require: name, image, and an Offer with price, BRL, availability and seller', async () => {
    const { page } = await html('/produto/loja-sol/cafe-especial');
    const [product, ...others] = ofType(page, 'Product');
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Café Especial Torra Média',
      url: 'https://www.mercadobrasil.example/produto/loja-sol/cafe-especial',
      sku: '7',
      image: [
        'https://www.mercadobrasil.example/api/media/products/7/1.svg',
        'https://www.mercadobrasil.example/api/media/products/7/2.svg',
      ],
      description: PRODUCT.description.join(' '),
      brand: { '@type': 'Brand', name: 'Sítio Alto' },
      category: 'Alimentos e Bebidas > Cafés',
      offers: {
        '@type': 'Offer',
        url: 'https://www.mercadobrasil.example/produto/loja-sol/cafe-especial',
        price: '49.90',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Loja Sol', url: 'https://www.mercadobrasil.example/loja/loja-sol' },
      },
    });
    // A price search engines read: a number with a dot, no currency sign.
    const offer = product?.offers as { price: string };
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('has an AggregateRating when the product was reviewed, and none when it was not', async () => {
    const [reviewed] = ofType((await html('/produto/loja-sol/cafe-especial')).page, 'Product');
    expect(reviewed?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const [quiet] = ofType((await html('/produto/loja-sol/cha-verde')).page, 'Product');
    expect(quiet).toBeDefined();
    expect(quiet).not.toHaveProperty('aggregateRating');
    expect(quiet?.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
      price: '19.00',
    });
    expect(quiet).not.toHaveProperty('brand');
  });

  it('has a BreadcrumbList from the home through its department and category to the product', async () => {
    const [breadcrumbs] = ofType((await html('/produto/loja-sol/cafe-especial')).page, 'BreadcrumbList');
    expect(breadcrumbs?.['@context']).toBe('https://schema.org');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://www.mercadobrasil.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Alimentos e Bebidas',
        item: 'https://www.mercadobrasil.example/categoria/alimentos-e-bebidas',
      },
      { '@type': 'ListItem', position: 3, name: 'Cafés', item: 'https://www.mercadobrasil.example/categoria/cafes' },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Café Especial Torra Média',
        item: 'https://www.mercadobrasil.example/produto/loja-sol/cafe-especial',
      },
    ]);
  });

  it('cannot be closed early by text in the data: what it says is what the API said', async () => {
    const name = 'Café </script><script>alert(1)</script> <!-- $& \u2028';
    api.products.push({ ...PRODUCT, slug: 'cafe-perigoso', name });
    const { page } = await html('/produto/loja-sol/cafe-perigoso');
    expect(page).not.toContain('<script>alert(1)');
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block[1]).not.toContain('<');
    expect(ofType(page, 'Product')[0]?.name).toBe(name);
  });
});

describe('structured data of the home page', () => {
  it('is the Organization and the WebSite, whose SearchAction searches at /busca?search=', async () => {
    const { page } = await html('/');
    expect(ofType(page, 'Organization')).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        name: 'Mercado Brasil',
        url: 'https://www.mercadobrasil.example/',
        sameAs: expect.arrayContaining(['https://www.instagram.com/mercadobrasil']),
      }),
    ]);
    const [website] = ofType(page, 'WebSite');
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Mercado Brasil',
      url: 'https://www.mercadobrasil.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.mercadobrasil.example/busca?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    // The template, filled in, is the site's search page.
    const template = (website?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    const filled = new URL(template.replace('{search_term_string}', encodeURIComponent('café')));
    expect(filled.pathname).toBe('/busca');
    expect(filled.searchParams.get('search')).toBe('café');
  });

  it('is on the home page only among the pages without a product', async () => {
    for (const path of ['/lojas', '/categoria/cafes', '/busca?search=caf%C3%A9', '/sobre', '/nao-existe']) {
      expect(structuredData((await html(path)).page)).toEqual([]);
    }
  });
});

describe('the CSP and the structured data', () => {
  it('still allows scripts of the site only: every inline script of the page is a data block browsers never run', async () => {
    for (const path of ['/', '/produto/loja-sol/cafe-especial']) {
      const { page, csp } = await html(path);
      // Scripts of the site's own origin, and nothing else: no inline script is allowed, by hash or otherwise.
      expect(/(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
      expect(csp).not.toContain('unsafe-inline');
      const inline = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => match[2] !== '');
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes] of inline) {
        expect(attributes).toMatch(/^ type="application\/(ld\+)?json"/);
      }
      expect(inline.some(([, attributes]) => attributes?.includes('application/ld+json'))).toBe(true);
    }
  });
});
