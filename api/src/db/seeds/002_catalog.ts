import type { Statement } from 'better-sqlite3';
import type { Db } from '../database';
import type { Seed } from '../seed';
import { productPhotoUrl, productThumbnailUrl, storeImageUrl } from '../../lib/media-urls';
import { Random } from '../../lib/random';
import { productSearchText } from '../../lib/search-text';
import { slugify } from '../../lib/slug';
import {
  closingDigital,
  closingPhysical,
  closingService,
  departmentParagraphs,
  descriptionIntros,
} from './data/description-texts';
import {
  PRODUCT_TYPES,
  subcategoryRecipes,
  type ProductTemplate,
  type SubcategoryRecipe,
  type VariationRecipe,
} from './data/product-templates';
import { reviewerFirstNames, reviewerLastInitials, reviewTexts } from './data/review-texts';
import { sellerSeeds, type SellerSeed } from './data/sellers';

/** Fixed seed and clock: every fresh database gets exactly the same catalogue. */
const RANDOM_SEED = 20_250_630;
const REFERENCE_TIME = Date.UTC(2025, 5, 30, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

const SITUATION_NEW = 1;
const SITUATION_LABELS: Readonly<Record<number, string>> = { 1: 'Novo', 2: 'Usado', 3: 'Recondicionado' };

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the format of every business timestamp. */
export function sqlTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

interface CategoryInfo {
  id: number;
  name: string;
  department: string;
}

interface SellerInfo {
  id: number;
  seed: SellerSeed;
  openedAt: number;
  slugs: Set<string>;
}

interface ChosenName {
  name: string;
  brand: string;
  model: string | null;
  specs: { name: string; value: string }[];
}

const SLOT = /\{([^{}]+)\}/g;

/** Fills a name pattern; slots labelled like the variation axis are left out of the name. */
function fillPattern(
  rng: Random,
  template: ProductTemplate,
  brand: string,
  model: string | null,
  variationName: string | null,
): ChosenName {
  const specs: { name: string; value: string }[] = [];
  const filled = template.pattern.replace(SLOT, (_match, body: string) => {
    if (body === 'brand') return brand;
    if (body === 'model') return model ?? '';
    const colon = body.indexOf(':');
    const label = colon >= 0 ? body.slice(0, colon) : null;
    const choice = rng.pick((colon >= 0 ? body.slice(colon + 1) : body).split('|'));
    if (label !== null && label === variationName) return '';
    if (label !== null) specs.push({ name: label, value: choice });
    return choice;
  });
  const name = filled
    .replace(/\s+/g, ' ')
    .replace(/\s+-\s*$/, '')
    .trim();
  return { name, brand, model, specs };
}

function pickBrandAndModel(rng: Random, template: ProductTemplate): { brand: string; model: string | null } {
  if (Array.isArray(template.brands)) {
    const brand = rng.pick(template.brands as readonly string[]);
    return { brand, model: template.models ? rng.pick(template.models) : null };
  }
  const byBrand = template.brands as Readonly<Record<string, readonly string[]>>;
  const brand = rng.pick(Object.keys(byBrand));
  const models = byBrand[brand] ?? [];
  return { brand, model: models.length > 0 ? rng.pick(models) : null };
}

/** A shop-like price in cents inside the range, skewed towards the cheaper end (e.g. 1.299,90). */
function shopPrice(rng: Random, [min, max]: readonly [number, number]): number {
  const reais = min + (max - min) * Math.pow(rng.next(), 1.6);
  const whole = Math.max(1, Math.floor(reais));
  const cents = whole >= 100 ? rng.pick([90, 99, 0]) : rng.pick([90, 99, 50]);
  return whole * 100 + cents;
}

function roundToNinety(cents: number): number {
  return Math.floor(cents / 100) * 100 + 90;
}

function maxInstallmentsFor(rng: Random, priceCents: number): number {
  const reais = priceCents / 100;
  if (reais < 40) return 1;
  if (reais < 100) return rng.int(1, 3);
  if (reais < 300) return rng.int(3, 6);
  if (reais < 1000) return rng.int(6, 10);
  return rng.int(10, 12);
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function describe(rng: Random, name: string, brand: string, category: CategoryInfo, type: string): string[] {
  const values = { name, brand, category: category.name.toLowerCase() };
  const department = departmentParagraphs[category.department] ?? [];
  const closing = type === 'Produto digital' ? closingDigital : type === 'Serviço' ? closingService : closingPhysical;
  const paragraphs = [fill(rng.pick(descriptionIntros), values)];
  if (type !== 'Serviço' && department.length > 0) paragraphs.push(rng.sample(department, 2).join(' '));
  paragraphs.push(rng.pick(closing));
  return paragraphs;
}

function pickTemplate(rng: Random, recipe: SubcategoryRecipe): ProductTemplate {
  const index = rng.weighted(recipe.templates.map((template) => template.weight ?? 1));
  return recipe.templates[index] as ProductTemplate;
}

interface Statements {
  insertProduct: Statement<unknown[]>;
  insertPhoto: Statement<unknown[]>;
  insertVariation: Statement<unknown[]>;
  insertOption: Statement<unknown[]>;
  insertReview: Statement<unknown[]>;
  updateRatings: Statement<unknown[]>;
  updateVariationSummary: Statement<unknown[]>;
}

function prepareStatements(db: Db): Statements {
  return {
    insertProduct: db.prepare(
      `INSERT INTO products
         (seller_id, category_id, product_type_id, product_manufacturer_id, product_situation_id, name, slug,
          description, specifications, price_cents, original_price_cents, max_installments, affiliate_commission,
          stock, sales_count, recent_sales_count, view_count, search_text, created_at)
       VALUES (@seller_id, @category_id, @product_type_id, @product_manufacturer_id, @product_situation_id, @name,
          @slug, @description, @specifications, @price_cents, @original_price_cents, @max_installments,
          @affiliate_commission, @stock, @sales_count, @recent_sales_count, @view_count, @search_text, @created_at)`,
    ),
    insertPhoto: db.prepare(
      'INSERT INTO product_photos (product_id, position, url, thumbnail_url) VALUES (?, ?, ?, ?)',
    ),
    insertVariation: db.prepare('INSERT INTO product_variations (product_id, name) VALUES (?, ?)'),
    insertOption: db.prepare(
      `INSERT INTO product_variation_options
         (product_variation_id, name, price_cents, original_price_cents, stock, position)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    insertReview: db.prepare(
      `INSERT INTO product_reviews (product_id, author_name, rating, title, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    updateRatings: db.prepare('UPDATE products SET review_count = ?, review_average = ? WHERE id = ?'),
    updateVariationSummary: db.prepare(
      'UPDATE products SET price_cents = ?, original_price_cents = ?, stock = ?, max_installments = ? WHERE id = ?',
    ),
  };
}

function seedSellers(db: Db): SellerInfo[] {
  const insert = db.prepare(
    `INSERT INTO sellers
       (name, slug, logo, banner, description, city_name, state_name, pickup_address, pickup_zip_code, pickup_days,
        search_text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return sellerSeeds.map((seed) => {
    const slug = slugify(seed.name);
    const openedAt = Date.parse(`${seed.openedOn}T10:00:00Z`);
    const id = Number(
      insert.run(
        seed.name,
        slug,
        storeImageUrl(slug, 'logo'),
        storeImageUrl(slug, 'banner'),
        seed.description,
        seed.cityName,
        seed.stateName,
        seed.pickup?.address ?? null,
        seed.pickup?.zipCode ?? null,
        seed.pickup?.days ?? null,
        productSearchText([seed.name, seed.cityName]),
        sqlTime(openedAt),
      ).lastInsertRowid,
    );
    return { id, seed, openedAt, slugs: new Set<string>() };
  });
}

function loadCategories(db: Db): Map<string, CategoryInfo> {
  const rows = db
    .prepare<[], { id: number; name: string; department: string }>(
      `SELECT c.id, c.name, p.name AS department
         FROM categories c JOIN categories p ON p.id = c.parent_id`,
    )
    .all();
  return new Map(rows.map((row) => [row.name, row]));
}

function manufacturerIds(db: Db): (name: string) => number {
  const insert = db.prepare('INSERT INTO product_manufacturers (name) VALUES (?)');
  const cache = new Map<string, number>();
  return (name) => {
    const known = cache.get(name);
    if (known !== undefined) return known;
    const id = Number(insert.run(name).lastInsertRowid);
    cache.set(name, id);
    return id;
  };
}

function seedReviews(
  rng: Random,
  statements: Statements,
  productId: number,
  createdAt: number,
  shipped: boolean,
): void {
  const count = rng.chance(0.18) ? 0 : 1 + Math.floor(39 * Math.pow(rng.next(), 2));
  if (count === 0) return;
  // Each product has its own quality; ratings scatter around it.
  const quality = 2.9 + rng.next() * 2.2;
  let sum = 0;
  for (let i = 0; i < count; i += 1) {
    const noise = rng.next() + rng.next() - 1;
    const rating = Math.min(5, Math.max(1, Math.round(quality + noise * 1.5))) as 1 | 2 | 3 | 4 | 5;
    const texts = reviewTexts[rating];
    const comments = shipped && rng.chance(0.35) ? texts.shippedComments : texts.comments;
    const at = createdAt + Math.floor(rng.next() * Math.max(DAY_MS, REFERENCE_TIME - createdAt));
    statements.insertReview.run(
      productId,
      `${rng.pick(reviewerFirstNames)} ${rng.pick(reviewerLastInitials)}`,
      rating,
      rng.pick(texts.titles),
      rng.pick(comments),
      sqlTime(at),
    );
    sum += rating;
  }
  statements.updateRatings.run(count, Math.round((sum * 10) / count) / 10, productId);
}

function seedVariation(
  rng: Random,
  statements: Statements,
  productId: number,
  recipe: VariationRecipe,
  basePrice: number,
  discount: number | null,
): { price: number; original: number | null; stock: number } {
  const variationId = Number(statements.insertVariation.run(productId, recipe.name).lastInsertRowid);
  const count = Math.min(recipe.options.length, rng.int(2, 5));
  const options = rng.sample(recipe.options, count);
  let minPrice = Number.POSITIVE_INFINITY;
  let minOriginal: number | null = null;
  let stock = 0;
  options.forEach((name, position) => {
    const price = basePrice + Math.round((recipe.step ?? 0) * 100) * recipe.options.indexOf(name);
    const original = discount === null ? null : roundToNinety(price * discount);
    const optionStock = rng.chance(0.1) ? 0 : rng.int(1, 60);
    statements.insertOption.run(variationId, name, price, original, optionStock, position + 1);
    stock += optionStock;
    if (price < minPrice) {
      minPrice = price;
      minOriginal = original;
    }
  });
  return { price: minPrice, original: minOriginal, stock };
}

function seedProducts(db: Db, rng: Random, sellers: SellerInfo[]): void {
  const categories = loadCategories(db);
  const manufacturer = manufacturerIds(db);
  const statements = prepareStatements(db);

  const typeIds = new Map<string, number>();
  const insertType = db.prepare('INSERT INTO product_types (name) VALUES (?)');
  for (const type of PRODUCT_TYPES) typeIds.set(type, Number(insertType.run(type).lastInsertRowid));

  for (const recipe of subcategoryRecipes) {
    const category = categories.get(recipe.category);
    if (!category) throw new Error(`Unknown sub-category in product recipes: ${recipe.category}`);
    const candidates = sellers.filter((seller) => seller.seed.departments.includes(category.department));
    if (candidates.length === 0) throw new Error(`No store sells in ${category.department}`);

    for (let i = 0; i < recipe.count; i += 1) {
      const template = pickTemplate(rng, recipe);
      const type = template.type ?? 'Produto físico';
      const shipped = type === 'Produto físico' || type === 'Kit';
      const variation = template.variation && rng.chance(template.variation.chance) ? template.variation : null;
      const { brand, model } = pickBrandAndModel(rng, template);
      const chosen = fillPattern(rng, template, brand, model, variation?.name ?? null);

      const situation =
        recipe.secondHand && type === 'Produto físico' && variation === null ? 1 + rng.weighted([84, 8, 8]) : 1;
      const name = situation === SITUATION_NEW ? chosen.name : `${chosen.name} - ${SITUATION_LABELS[situation]}`;

      let price = shopPrice(rng, template.price);
      if (situation !== SITUATION_NEW) price = roundToNinety(price * (0.6 + rng.next() * 0.2));
      const discount = situation === SITUATION_NEW && rng.chance(0.45) ? 1.08 + rng.next() * 0.37 : null;
      let original = discount === null ? null : roundToNinety(price * discount);
      if (original !== null && original <= price) original = null;

      const unlimited = !shipped;
      let stock = unlimited ? 999 : rng.chance(0.04) ? 0 : 1 + Math.floor(249 * Math.pow(rng.next(), 2));
      const sales = Math.floor(1800 * Math.pow(rng.next(), 4));
      const recentSales = Math.floor(sales * (0.02 + rng.next() * 0.35));
      const views = sales * rng.int(8, 40) + rng.int(40, 2500);

      // A store's first department is its specialty: it gets most of that department's products.
      const seller = candidates[
        rng.weighted(
          candidates.map((candidate) => [4, 2, 1][candidate.seed.departments.indexOf(category.department)] ?? 1),
        )
      ] as SellerInfo;
      const createdAt = seller.openedAt + Math.floor(rng.next() * (REFERENCE_TIME - seller.openedAt - 7 * DAY_MS));

      let slug = slugify(name);
      for (let n = 2; seller.slugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
      seller.slugs.add(slug);

      const specifications = [
        { name: 'Marca', value: brand },
        ...(chosen.model !== null && template.pattern.includes('{model}')
          ? [{ name: 'Modelo', value: chosen.model }]
          : []),
        ...chosen.specs,
        ...Object.entries(template.specs ?? {}).map(([specName, value]) => ({ name: specName, value })),
        ...(shipped ? [{ name: 'Condição', value: SITUATION_LABELS[situation] ?? 'Novo' }] : []),
      ];
      if (shipped && !specifications.some((spec) => spec.name === 'Garantia')) {
        specifications.push({ name: 'Garantia', value: situation === SITUATION_NEW ? '3 meses' : '90 dias da loja' });
      }

      const productId = Number(
        statements.insertProduct.run({
          seller_id: seller.id,
          category_id: category.id,
          product_type_id: typeIds.get(type) ?? null,
          product_manufacturer_id: manufacturer(brand),
          product_situation_id: situation,
          name,
          slug,
          description: JSON.stringify(describe(rng, name, brand, category, type)),
          specifications: JSON.stringify(specifications),
          price_cents: price,
          original_price_cents: original,
          max_installments: maxInstallmentsFor(rng, price),
          affiliate_commission: rng.chance(0.55) ? rng.int(5, 20) : 0,
          stock,
          sales_count: sales,
          recent_sales_count: recentSales,
          view_count: views,
          search_text: productSearchText([name, brand, category.name, category.department]),
          created_at: sqlTime(createdAt),
        }).lastInsertRowid,
      );

      if (variation !== null) {
        const summary = seedVariation(rng, statements, productId, variation, price, discount);
        stock = summary.stock;
        statements.updateVariationSummary.run(
          summary.price,
          summary.original,
          stock,
          maxInstallmentsFor(rng, summary.price),
          productId,
        );
      }

      const photoCount = shipped ? 1 + rng.weighted([2, 3, 3, 2, 1]) : rng.int(1, 2);
      for (let position = 1; position <= photoCount; position += 1) {
        statements.insertPhoto.run(
          productId,
          position,
          productPhotoUrl(productId, position),
          productThumbnailUrl(productId, position),
        );
      }

      seedReviews(rng, statements, productId, createdAt, shipped);
    }
  }
}

/** Stores, products (with photos, variations and reviews) spread over the category tree. */
export const catalogSeed: Seed = {
  name: '002_catalog',
  run(db) {
    const empty = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM sellers').get()?.n === 0;
    if (!empty) return;
    const rng = new Random(RANDOM_SEED);
    const sellers = seedSellers(db);
    seedProducts(db, rng, sellers);
  },
};
