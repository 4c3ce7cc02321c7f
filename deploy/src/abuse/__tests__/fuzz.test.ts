import { PAGE_LIMITS, pageLimitRequests, sitemapLimitRequests, type Route } from '../fuzz.js';

const route = (method: string, url: string, paged: boolean): Route => ({
  method,
  url,
  csrf: false,
  csrfExempt: false,
  open: false,
  paged,
});

describe('the page limits of the fuzzer', () => {
  it('hold the integer limits where an offset overflows, and past them', () => {
    for (const page of ['0', '-1', '2147483647', '2147483648', '9007199254740991', '9007199254740992', '1e308']) {
      expect(PAGE_LIMITS).toContain(page);
    }
    expect(PAGE_LIMITS).toContain('9'.repeat(400));
  });

  it('are tried on every paged route, its parameters filled, and on no other', () => {
    const routes = [
      route('GET', '/api/search', true),
      route('GET', '/api/products/:id/reviews', true),
      route('GET', '/api/products/:id', false),
      route('POST', '/api/cart/add', false),
    ];
    const paths = pageLimitRequests(routes).map((request) => request.path);
    expect(paths).toHaveLength(2 * PAGE_LIMITS.length);
    for (const page of PAGE_LIMITS) {
      expect(paths).toContain(`/api/search?page=${page}`);
      expect(paths).toContain(`/api/products/1/reviews?page=${page}`);
    }
    expect(paths.some((path) => path.startsWith('/api/products/1?') || path.startsWith('/api/cart'))).toBe(false);
  });

  it('are tried on each sitemap file of the site server', () => {
    const paths = sitemapLimitRequests(['products', 'blog']).map((request) => request.path);
    expect(paths).toContain('/sitemaps/products-9007199254740991.xml');
    expect(paths).toContain('/sitemaps/blog-0.xml');
    expect(paths).toHaveLength(2 * PAGE_LIMITS.length);
  });
});
