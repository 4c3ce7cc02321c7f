import * as c from '..';

/** Swiper breakpoints from 'slides per view from each width'. */
const slidesFrom = (perWidth: Record<number, number>) =>
  Object.fromEntries(Object.entries(perWidth).map(([width, slidesPerView]) => [width, { slidesPerView }]));

describe('business constants of spec §9', () => {
  it('K-01 banner autoplay 5000 ms, breakpoints 768 and 992 px', () => {
    expect(c.BANNER_AUTOPLAY_MS).toBe(5000);
    expect(c.BREAKPOINTS).toEqual({ mobileMax: 768, desktopMin: 992 });
    // The banner's picture sources split the widths at the same breakpoints.
    expect(c.BANNER_MEDIA).toEqual({
      mobile: `(max-width: ${c.BREAKPOINTS.mobileMax}px)`,
      tablet: `(min-width: ${c.BREAKPOINTS.mobileMax + 1}px) and (max-width: ${c.BREAKPOINTS.desktopMin - 1}px)`,
      desktop: `(min-width: ${c.BREAKPOINTS.desktopMin}px)`,
    });
  });

  it('K-02 slider limit 10, offer grid 8, pager window 3', () => {
    expect(c.SLIDER_LIMIT).toBe(10);
    expect(c.OFFER_GRID_LIMIT).toBe(8);
    expect(c.PAGER_WINDOW).toBe(3);
  });

  it('K-03 tooltip: placement bottom, offset 12, z-index 9999, fade 0.2 s', () => {
    expect(c.TOOLTIP_DEFAULTS).toEqual({ placement: 'bottom', offset: 12, zIndex: 9999, fadeSeconds: 0.2 });
  });

  it('K-04 toasts last 5 s', () => {
    expect(c.TOAST_DURATION_MS).toBe(5000);
  });

  it('P-08 items per page 12, 24, 60, 90 with default 12', () => {
    expect([...c.ITEMS_PER_PAGE_OPTIONS]).toEqual([12, 24, 60, 90]);
    expect(c.DEFAULT_ITEMS_PER_PAGE).toBe(12);
    expect(c.ITEMS_PER_PAGE_OPTIONS).toContain(c.DEFAULT_ITEMS_PER_PAGE);
  });

  it('P-08 order options 1..4 with default 1', () => {
    expect(c.ORDER_OPTIONS.map((o) => ({ ...o }))).toEqual([
      { value: 1, label: 'Mais populares' },
      { value: 2, label: 'Mais avaliados' },
      { value: 3, label: 'Maior preço' },
      { value: 4, label: 'Menor preço' },
    ]);
    expect(c.DEFAULT_ORDER).toBe(1);
  });

  it('P-12 product slider: 1 slide under 321 px, 3 from 321, 3 from 768, 4 from 1025', () => {
    expect(c.PRODUCT_SLIDER_BREAKPOINTS).toEqual(slidesFrom({ 0: 1, 321: 3, 768: 3, 1025: 4 }));
  });

  it('P-11 category slider: 2 up to 425 px, 3 from 426, 4 from 600, 6 from 992, 8 from 1200', () => {
    expect(c.CATEGORY_SLIDER_BREAKPOINTS).toEqual(slidesFrom({ 0: 2, 426: 3, 600: 4, 992: 6, 1200: 8 }));
  });

  it('C-08 C-09 card expiry 12 years, CVV at most 4 digits', () => {
    expect(c.CARD_EXPIRY_YEARS).toBe(12);
    expect(c.CVV_MAX_DIGITS).toBe(4);
  });

  it("P-14 currency: 'R$ ' prefix, comma decimals, dot thousands, 2 decimals, precision cap 20", () => {
    expect(c.CURRENCY).toEqual({
      decimals: 2,
      precisionCap: 20,
      prefix: 'R$ ',
      decimalSeparator: ',',
      thousandsSeparator: '.',
    });
  });

  it('default user_type 1 (customer); 2 is affiliate', () => {
    expect(c.DEFAULT_USER_TYPE).toBe(1);
  });

  it('A-04 one storage key', () => {
    expect(c.STORAGE_KEY).toBe('marketplace');
  });

  it('L-14 footers: 2022 copyright and a CNPJ; L-15 sell link', () => {
    expect(c.COMPANY.copyrightYear).toBe(2022);
    expect(c.COMPANY.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(c.COMPANY.sellUrl).toBe('/venda-seus-produtos');
  });

  it('L-13 social links are absolute https urls', () => {
    for (const url of Object.values(c.COMPANY.social)) expect(url).toMatch(/^https:\/\//);
  });
});
