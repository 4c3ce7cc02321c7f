/**
 * Query parameters. The API prepares a query string in one place before it is checked (see the
 * API's plugins/request-validation): a repeated key keeps its last value, values are trimmed and a
 * blank one is absent; a list (`type: 'array'`) gathers every style clients send —
 * `name[]=1&name[]=2` (axios), `name=1&name=2`, `name[0]=1` and `name=1,2`. The validator then
 * reads numbers from the text (coercion), after the text itself was checked to be plain digits, so
 * '1e3', '0x10' or '1.0' are not whole numbers here.
 */
import { Type, type Static } from 'typebox';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_ORDER,
  ITEMS_PER_PAGE_OPTIONS,
  ORDER_OPTIONS,
  QUERY_PAGE_MAX,
} from '../constants';
import { PRODUCT_LISTS } from '../model/catalog';
import { productQuoteMessages, queryMessages as m } from './messages';

/** Beyond this a whole number is no longer exact in JavaScript. */
const SAFE = Number.MAX_SAFE_INTEGER;

const DIGITS = '^\\d+$';

interface IntegerOptions {
  minimum?: number;
  maximum?: number;
  default?: number;
  description?: string;
  /** '-2' reads as a number below the minimum rather than as text that is no number (pages). */
  signed?: boolean;
}

function described(description: string | undefined): { description?: string } {
  return description ? { description } : {};
}

/** A whole number written in digits, within bounds; missing means `default`. */
export function QueryInteger(attribute: string, options: IntegerOptions = {}) {
  const { minimum, maximum, signed } = options;
  const integer = m.integer(attribute);
  const range =
    minimum !== undefined && maximum !== undefined
      ? m.between(attribute, minimum, maximum)
      : minimum !== undefined
        ? m.min(attribute, minimum)
        : undefined;
  return Type.Optional(
    Type.Unsafe<number>({
      ...described(options.description),
      ...(options.default !== undefined ? { default: options.default } : {}),
      allOf: [
        { pattern: signed ? '^-?\\d+$' : DIGITS, errorMessage: integer },
        { type: 'integer', maximum: SAFE, errorMessage: integer },
        ...(range ? [{ minimum, maximum, errorMessage: range }] : []),
      ],
    }),
  );
}

/**
 * Laravel's page number: a whole number from 1 to QUERY_PAGE_MAX, 1 when missing; '-2' is out of
 * range, 'x' no number. A page past the last one (within the bound) answers empty data, as Laravel.
 */
export const QueryPage = () =>
  QueryInteger('página', {
    minimum: 1,
    maximum: QUERY_PAGE_MAX,
    default: 1,
    signed: true,
    description: `Página, de 1 a ${QUERY_PAGE_MAX}`,
  });

/** One of a few whole numbers (written in digits); missing means `default`. */
export function QueryIntegerChoice<T extends number>(
  attribute: string,
  values: readonly T[],
  options: { default: T; description?: string },
) {
  const invalid = m.in(attribute);
  return Type.Optional(
    Type.Unsafe<T>({
      ...described(options.description),
      default: options.default,
      allOf: [
        { pattern: DIGITS, errorMessage: invalid },
        { type: 'integer', enum: [...values], errorMessage: invalid },
      ],
    }),
  );
}

/** One of a few words. */
export function QueryChoice<T extends string>(
  attribute: string,
  values: readonly T[],
  options: { default?: T; description?: string; required?: string } = {},
) {
  const schema = Type.Unsafe<T>({
    ...described(options.description),
    ...(options.default !== undefined ? { default: options.default } : {}),
    type: 'string',
    enum: [...values],
    errorMessage: options.required ? { required: options.required, default: m.in(attribute) } : m.in(attribute),
  });
  return schema;
}

/** Free text up to `max` characters (trimmed). */
export function QueryText(attribute: string, max: number, description?: string) {
  return Type.Optional(
    Type.String({
      ...described(description),
      maxLength: max,
      errorMessage: { maxLength: m.maxLength(attribute, max) },
    }),
  );
}

/** A list of whole numbers (written in digits), in any of the list styles; one message for the whole list. */
export function QueryIntegerList(attribute: string, description?: string) {
  const integers = m.integers(attribute);
  return Type.Optional(
    Type.Unsafe<number[]>({
      ...described(description),
      type: 'array',
      items: {
        allOf: [
          { pattern: DIGITS, errorMessage: integers },
          { type: 'integer', maximum: SAFE, errorMessage: integers },
        ],
      },
      errorMessage: integers,
    }),
  );
}

/**
 * An amount in reais, from 0, with a dot or a decimal comma ('1,5'); `minimumOf` names another
 * parameter it may not be below (a range's upper end).
 */
export function QueryReais(
  attribute: string,
  options: { description?: string; minimumOf?: { field: string; attribute: string } } = {},
) {
  const numeric = m.numeric(attribute);
  const { minimumOf } = options;
  return Type.Optional(
    Type.Unsafe<number>({
      ...described(options.description),
      // The API reads a decimal comma as a point before the value is checked.
      'x-decimal-comma': true,
      allOf: [
        { pattern: '^-?\\d+(?:\\.\\d+)?$', errorMessage: numeric },
        { type: 'number', maximum: SAFE / 100, errorMessage: numeric },
        {
          minimum: 0,
          ...(minimumOf ? { minimumOf: minimumOf.field } : {}),
          errorMessage: {
            minimum: m.min(attribute, 0),
            ...(minimumOf ? { minimumOf: m.gte(attribute, minimumOf.attribute) } : {}),
          },
        },
      ],
    }),
  );
}

/** A day 'AAAA-MM-DD' of the calendar; `minimumOf` names another day it may not be before (a range's end). */
export function QueryDay(
  attribute: string,
  options: { description?: string; minimumOf?: { field: string; attribute: string } } = {},
) {
  const { minimumOf } = options;
  return Type.Optional(
    Type.String({
      ...described(options.description),
      format: 'date',
      ...(minimumOf ? { minimumOf: minimumOf.field } : {}),
      errorMessage: {
        format: m.date(attribute),
        ...(minimumOf ? { minimumOf: m.afterOrEqual(attribute, minimumOf.attribute) } : {}),
      },
    }),
  );
}

/** 'store' lists everything; 'affiliated-market' only products open to affiliates. */
export const LIST_TYPES = ['store', 'affiliated-market'] as const;
export type ListType = (typeof LIST_TYPES)[number];

const ListTypeParam = (description: string) =>
  Type.Optional(QueryChoice('tipo', LIST_TYPES, { default: 'store', description }));

/** A page of a list: `?page=`. */
export const PageQuery = Type.Object({ page: QueryPage() });

export const SEARCH_MAX_LENGTH = 200;
/** What the search uses for a parameter left out (the validator fills these in). */
export const SEARCH_DEFAULTS = {
  type: 'store',
  items_per_page: DEFAULT_ITEMS_PER_PAGE,
  order: DEFAULT_ORDER,
  page: 1,
} as const;
const SEARCH_ORDERS = ORDER_OPTIONS.map((option) => option.value);
const LIST_STYLES = "lista: 'ids[]=1&ids[]=2', 'ids=1&ids=2' ou 'ids=1,2'";

/** GET /api/search (fields in the order their errors are listed). */
export const SearchQuery = Type.Object({
  type: ListTypeParam("'store' (padrão) ou 'affiliated-market'"),
  category_id: QueryInteger('categoria', { minimum: 1, description: 'Categoria (com suas subcategorias)' }),
  seller_id: QueryInteger('loja', { minimum: 1, description: 'Loja' }),
  search: QueryText('busca', SEARCH_MAX_LENGTH, 'Cada palavra deve aparecer no nome, fabricante ou categoria'),
  product_situations: QueryIntegerList('situação do produto', LIST_STYLES),
  product_type_ids: QueryIntegerList('tipo de produto', LIST_STYLES),
  product_manufacturer_ids: QueryIntegerList('fabricante', LIST_STYLES),
  product_category_ids: QueryIntegerList('categorias', LIST_STYLES),
  min_price: QueryReais('preço mínimo', { description: 'Reais, inclusive' }),
  max_price: QueryReais('preço máximo', {
    description: 'Reais, inclusive; não abaixo de min_price',
    minimumOf: { field: 'min_price', attribute: 'preço mínimo' },
  }),
  items_per_page: QueryIntegerChoice('itens por página', ITEMS_PER_PAGE_OPTIONS, {
    default: SEARCH_DEFAULTS.items_per_page,
    description: '12, 24, 60 ou 90',
  }),
  order: QueryIntegerChoice('ordem', SEARCH_ORDERS, {
    default: SEARCH_DEFAULTS.order,
    description: '1 mais vendidos, 2 mais avaliados, 3 maior preço, 4 menor preço',
  }),
  page: QueryPage(),
});

/** How many products a curated or related list holds. */
export const PRODUCT_LIST_LIMITS = { max: 50, default: 10 } as const;
const listLimit = () =>
  QueryInteger('limite', {
    minimum: 1,
    maximum: PRODUCT_LIST_LIMITS.max,
    default: PRODUCT_LIST_LIMITS.default,
    description: `1 a ${PRODUCT_LIST_LIMITS.max}, padrão ${PRODUCT_LIST_LIMITS.default}`,
  });

/** GET /api/product-list. */
export const ProductListQuery = Type.Object({
  list_id: QueryChoice('lista', Object.values(PRODUCT_LISTS), { required: 'O campo lista é obrigatório.' }),
  type: ListTypeParam("'store' (padrão) ou 'affiliated-market'"),
  limit: listLimit(),
});

/** GET /api/products/:id/related. */
export const RelatedProductsQuery = Type.Object({
  limit: listLimit(),
  type: ListTypeParam("'store' ou 'affiliated-market'"),
});

/** GET /api/stores. */
export const StoreListQuery = Type.Object({
  page: QueryPage(),
  search: QueryText('busca', 200, 'Até 200 caracteres'),
});

/** GET /api/chats/:id/messages. */
export const ChatThreadQuery = Type.Object({
  after: QueryInteger('após', { minimum: 0, description: 'Só as mensagens depois deste id' }),
});

export const AFFILIATE_SALE_STATUSES = ['pending', 'approved', 'paid', 'canceled'] as const;

/** GET /api/affiliates/sales (days in Brasília time). */
export const AffiliateSalesQuery = Type.Object({
  page: QueryPage(),
  status: Type.Optional(
    QueryChoice('situação', AFFILIATE_SALE_STATUSES, { description: "'pending', 'approved', 'paid' ou 'canceled'" }),
  ),
  from: QueryDay('data inicial', { description: "Dia inicial 'AAAA-MM-DD' (horário de Brasília)" }),
  to: QueryDay('data final', {
    description: "Dia final 'AAAA-MM-DD', inclusive",
    minimumOf: { field: 'from', attribute: 'data inicial' },
  }),
});

/** GET /api/products/:id/shipping (the CEP's state is looked up by the API). */
export const ProductQuoteQuery = Type.Object({
  zip_code: Type.String({
    description: 'CEP, 8 dígitos (com ou sem máscara)',
    pattern: '^\\D*(?:\\d\\D*){8}$',
    errorMessage: productQuoteMessages.zipCode,
  }),
  quantity: Type.Optional(
    Type.Unsafe<number>({
      description: '1 a 99, padrão 1',
      default: 1,
      allOf: [
        { pattern: '^\\d{1,2}$', errorMessage: productQuoteMessages.quantity },
        { type: 'integer', minimum: 1, maximum: 99, errorMessage: productQuoteMessages.quantity },
      ],
    }),
  ),
  option_id: Type.Optional(
    Type.Unsafe<number>({
      description: 'Opção da variação, quando houver',
      allOf: [
        { pattern: '^[1-9]\\d{0,15}$', errorMessage: productQuoteMessages.option },
        { type: 'integer', errorMessage: productQuoteMessages.option },
      ],
    }),
  ),
});

export type PageQuery = Static<typeof PageQuery>;
export type SearchQuery = Static<typeof SearchQuery>;
export type ProductListQuery = Static<typeof ProductListQuery>;
export type RelatedProductsQuery = Static<typeof RelatedProductsQuery>;
export type StoreListQuery = Static<typeof StoreListQuery>;
export type ChatThreadQuery = Static<typeof ChatThreadQuery>;
export type AffiliateSalesQuery = Static<typeof AffiliateSalesQuery>;
export type ProductQuoteQuery = Static<typeof ProductQuoteQuery>;
