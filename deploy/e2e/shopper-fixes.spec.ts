import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, ensureCartHasAProduct } from './site.js';

/**
 * Issue 10 §4, what shoppers and affiliates noticed on their phones and screens: amounts that broke
 * or were clipped, the affiliate menu that hid the current tab, the card preview that clipped its
 * brand, last digit and 'Validade', and the market's 'Ver todos' that led back to the same page.
 */

interface Clipped {
  text: string;
  wraps: boolean;
  overflows: boolean;
  outside: boolean;
}

/**
 * Every element inside `scope` whose own text is an amount ('R$ …'): whether it wraps (more than
 * one line box), overflows its own box, or pokes out of its nearest `closest` ancestor.
 */
async function brokenAmounts(scope: Locator, closest: string): Promise<Clipped[]> {
  return scope.evaluate((root, container) => {
    const found: Clipped[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('p, dd, span, strong'))) {
      const text = element.textContent?.trim() ?? '';
      if (!/^R\$\s?[\d.,]+$/.test(text) || element.children.length > 0) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      const box = element.getBoundingClientRect();
      const outer = (element.closest(container) ?? root).getBoundingClientRect();
      const textBox = range.getBoundingClientRect();
      found.push({
        text,
        wraps: lines > 1,
        overflows: element.scrollWidth > element.clientWidth + 1,
        outside: textBox.right > outer.right + 0.5 || box.left < outer.left - 0.5,
      });
    }
    return found;
  }, closest);
}

/**
 * Every amount inside `scope` is whole at each of the phone widths: the page is drawn once,
 * at the narrowest, and the window then widened, as a phone turned or a window resized would, each
 * width given the time its layout takes to settle (the sliders measure themselves again as the
 * window changes).
 */
async function expectWholeAtPhoneWidths(page: Page, scope: Locator, closest: string, where: string): Promise<void> {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(
        async () => {
          const amounts = await brokenAmounts(scope, closest);
          return {
            found: amounts.length > 0,
            broken: amounts.filter((amount) => amount.wraps || amount.overflows || amount.outside),
          };
        },
        { message: `${where} at ${width} px` },
      )
      .toEqual({ found: true, broken: [] });
  }
}

// The affiliate screens are the demo affiliate's, with its seeded figures (only read here).
test.describe('issue 10 §4: money never wraps or is clipped at 320, 360 and 390 px', () => {
  test.describe(() => {
    test.use({ signedInAs: 'demo-affiliate' });

    test('affiliate stat cards', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      const site = new Site(page);
      await site.goto('/afiliados/home');
      const stats = site
        .affiliates()
        .getByRole('list')
        .filter({ has: page.getByText(/^R\$/) })
        .first();
      await expect(stats).toBeVisible();
      await expectWholeAtPhoneWidths(page, site.affiliates(), 'li', 'stat cards');
    });
  });

  test("home sliders' cards", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const site = new Site(page);
    await site.goto('/');
    // The sliders below the first screen render as the visitor comes near them.
    await site.scrollThroughPage();
    const slider = site.catalog().getByRole('region', { name: 'Mais vendidos' });
    await expect(slider.getByRole('article').first()).toBeVisible();
    await expectWholeAtPhoneWidths(page, site.catalog(), 'article', 'home cards');
  });
});

test.describe('issue 10 §4: the affiliate menu on a phone', () => {
  test.use({ signedInAs: 'demo-affiliate' });

  test('brings the current tab into view and shows that it scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const site = new Site(page);
    await site.goto('/afiliados/extrato');
    const nav = site.header().getByRole('navigation', { name: 'Área do afiliado' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    await expect
      .poll(async () => {
        const [navBox, tabBox] = await Promise.all([nav.boundingBox(), current.boundingBox()]);
        if (!navBox || !tabBox) return false;
        return tabBox.x >= navBox.x - 0.5 && tabBox.x + tabBox.width <= navBox.x + navBox.width + 0.5;
      })
      .toBe(true);
    // More tabs to the left: that edge says so.
    await expect(nav).toHaveAttribute('data-more-start', '');
    expect(await site.scrollWidth()).toBeLessThanOrEqual(360);
  });
});

test.describe("issue 10 §4: the market's 'Ver todos'", () => {
  test.use({ signedInAs: 'demo-affiliate' });

  test('opens the matching list, not the page it is on', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/afiliados/mercado');
    // The market (affiliates remote) shows the catalog's lists.
    const market = site.affiliates();
    const slider = market.getByRole('region', { name: 'Mais vendidos' });
    await slider.getByRole('link', { name: /^Ver todos/ }).click();
    await expect(page).toHaveURL(/\/afiliados\/mercado\?order=1$/);
    await expect(market.getByLabel('Ordenar por')).toHaveValue('1');
    await expect(market.getByRole('region', { name: 'Mais vendidos' })).toHaveCount(0);
  });
});

test.describe('issue 10 §4: the card preview in the cart', () => {
  test.use({ signedInAs: 'customer' });

  test("at 1280 px shows 'Visa', every digit and 'Validade' inside the card", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await ensureCartHasAProduct(page);
    const site = new Site(page);
    await site.goto('/carrinho');
    const checkout = site.checkout();
    await checkout.getByLabel('Número do cartão').fill('4111111111111111');
    await checkout.getByLabel('Nome impresso no cartão').fill('Mariana Souza');
    const card = checkout.getByRole('img', { name: 'Frente do cartão Visa' });
    await expect(card).toBeVisible();
    const clipped = await card.evaluate((scene) => {
      const face = scene.querySelector<HTMLElement>('[data-part="number"]')?.parentElement;
      if (!face) return ['no card face'];
      const inside = face.getBoundingClientRect();
      const parts = Array.from(face.querySelectorAll<HTMLElement>('span')).filter(
        (part) => part.children.length === 0 && (part.textContent ?? '').trim() !== '',
      );
      return parts
        .filter((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          const box = range.getBoundingClientRect();
          return (
            box.right > inside.right + 0.5 || box.left < inside.left - 0.5 || part.scrollWidth > part.clientWidth + 1
          );
        })
        .map((part) => part.textContent ?? '');
    });
    expect(clipped).toEqual([]);
    await expect(card.getByText('Visa', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Validade')).toBeVisible();
  });
});
