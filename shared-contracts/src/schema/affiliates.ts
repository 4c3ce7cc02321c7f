/** The affiliate area: dashboard, promoted products and links, sales, statement, profile. */
import { Type, type Static } from 'typebox';
import { NullableObject, NullableString, OneOf, PageMeta, Paginator } from './common';
import { ProductCard, SellerRef } from './entities';
import { affiliateMessages } from './messages';

export const AffiliateSaleStatus = OneOf(['pending', 'approved', 'paid', 'canceled']);

export const AffiliateBalances = Type.Object({
  balance_available: Type.Number({ description: "Approved commissions not paid out yet ('Saldo disponível')." }),
  balance_pending: Type.Number({ description: "Commissions still in their guarantee period ('A liberar')." }),
  total_paid: Type.Number({ description: "Everything paid out so far ('Total recebido')." }),
});

export const AffiliateMonthFigures = Type.Object({
  month: Type.String({ description: "'YYYY-MM', Brasília time." }),
  sales: Type.Integer(),
  commission: Type.Number(),
});

export const AffiliateTopProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  photo: Type.String(),
  seller: SellerRef,
  link: Type.Object({ code: Type.String(), url: Type.String(), active: Type.Boolean() }),
  sales_count: Type.Integer(),
  commission_total: Type.Number(),
});

/** GET /api/affiliates/dashboard. Canceled sales count for nothing. */
export const AffiliateDashboard = Type.Object({
  ...AffiliateBalances.properties,
  clicks_30d: Type.Integer(),
  sales_30d: Type.Integer(),
  commission_30d: Type.Number(),
  conversion_rate_30d: Type.Number({ description: 'Sales per 100 clicks in the last 30 days.' }),
  sales_by_month: Type.Array(AffiliateMonthFigures),
  top_products: Type.Array(AffiliateTopProduct),
});

export const AffiliateLink = Type.Object({
  code: Type.String(),
  url: Type.String({ description: "Share path on the site, '/api/r/{code}'." }),
  clicks: Type.Integer(),
  created_at: Type.String(),
});

/** A promoted product: its card, the affiliate's link and what the link brought so far. */
export const AffiliateProduct = Type.Object({
  ...ProductCard.properties,
  link: AffiliateLink,
  sales_count: Type.Integer(),
  commission_total: Type.Number(),
});

export const AffiliateProductPage = Paginator(AffiliateProduct);

/** GET /api/affiliates/market/products/{seller}/{slug}: what promoting a product of the market pays. */
export const AffiliateMarketProduct = Type.Object({
  product_id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  affiliate_commission: Type.Number({ description: 'Percent of the price.' }),
  commission_value: Type.Number({ description: "'Comissão de até': price × affiliate_commission / 100." }),
  accepts_affiliates: Type.Boolean(),
  link: NullableObject(AffiliateLink),
});

export const AffiliateSale = Type.Object({
  id: Type.Integer(),
  order_reference: Type.String(),
  product_name: Type.String(),
  product: NullableObject(Type.Object({ id: Type.Integer(), slug: Type.String(), seller_slug: Type.String() })),
  link_code: Type.String(),
  sale_amount: Type.Number(),
  commission_percent: Type.Number(),
  commission_amount: Type.Number(),
  status: AffiliateSaleStatus,
  status_label: Type.String(),
  created_at: Type.String(),
  approved_at: NullableString(),
});

export const AffiliateSalesTotals = Type.Object({
  count: Type.Integer({ description: 'Sales matching the filters, canceled ones included.' }),
  canceled_count: Type.Integer(),
  sale_amount: Type.Number(),
  commission_amount: Type.Number(),
});

/** GET /api/affiliates/sales: the paginator plus the totals of every matching sale. */
export const AffiliateSalesPage = Type.Object({
  ...PageMeta.properties,
  data: Type.Array(AffiliateSale),
  totals: AffiliateSalesTotals,
});

export const AffiliateStatementEntry = Type.Object({
  id: Type.String({ description: "Unique in the statement: 'commission-12', 'payout-3'." }),
  type: Type.Union([Type.Literal('commission'), Type.Literal('payout')]),
  description: Type.String(),
  reference: Type.String(),
  amount: Type.Number({ description: 'Reais; payouts are negative.' }),
  date: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('paid')]),
});

/** GET /api/affiliates/payment-records. */
export const AffiliatePaymentRecords = Type.Object({
  summary: AffiliateBalances,
  records: Paginator(AffiliateStatementEntry),
});

export const PixKeyType = OneOf(['cpf', 'email', 'phone', 'random']);

export const AffiliateProfile = Type.Object({
  name: Type.String(),
  email: Type.String({ description: 'The sign-in e-mail; not editable here.' }),
  document: NullableString({ description: 'CPF digits.' }),
  cellphone: NullableString({ description: '11 digits.' }),
  pix_key_type: Type.Union([PixKeyType, Type.Null()]),
  pix_key: NullableString(),
  bank_name: NullableString(),
  bank_agency: NullableString(),
  bank_account: NullableString(),
  bio: Type.String({ description: 'Up to 500 characters.' }),
  website: NullableString(),
  instagram: NullableString({ description: "User name, without '@'." }),
});

export type AffiliateSaleStatus = Static<typeof AffiliateSaleStatus>;
export type AffiliateBalances = Static<typeof AffiliateBalances>;
export type AffiliateMonthFigures = Static<typeof AffiliateMonthFigures>;
export type AffiliateTopProduct = Static<typeof AffiliateTopProduct>;
export type AffiliateDashboard = Static<typeof AffiliateDashboard>;
export type AffiliateLink = Static<typeof AffiliateLink>;
export type AffiliateProduct = Static<typeof AffiliateProduct>;
export type AffiliateProductPage = Static<typeof AffiliateProductPage>;
export type AffiliateMarketProduct = Static<typeof AffiliateMarketProduct>;
export type AffiliateSale = Static<typeof AffiliateSale>;
export type AffiliateSalesTotals = Static<typeof AffiliateSalesTotals>;
export type AffiliateSalesPage = Static<typeof AffiliateSalesPage>;
export type AffiliateStatementEntry = Static<typeof AffiliateStatementEntry>;
export type AffiliatePaymentRecords = Static<typeof AffiliatePaymentRecords>;
export type PixKeyType = Static<typeof PixKeyType>;
export type AffiliateProfile = Static<typeof AffiliateProfile>;

/**
 * POST /api/affiliates/products. The product's id as a JSON number or digits (surrounding blanks
 * aside), from 1 and without a leading zero; missing, null and '' are missing, while blank text is
 * not a whole number. Whether the product exists and takes affiliates is checked by the API.
 */
export const PromoteProductInput = Type.Object({
  product_id: Type.Unsafe<number | string>({
    description: 'Id do produto (número ou dígitos)',
    if: { enum: [null, ''] },
    then: false,
    else: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 },
        { type: 'string', pattern: '^\\s*[1-9]\\d{0,14}\\s*$' },
      ],
      errorMessage: affiliateMessages.productInteger,
    },
    errorMessage: { required: affiliateMessages.productRequired },
  }),
});
export type PromoteProductInput = Static<typeof PromoteProductInput>;
