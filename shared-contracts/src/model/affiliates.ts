/** The affiliate area (spec §1, §6): dashboard, promoted products and links, sales, statement, profile. */
import type { Paginator, ProductCard, SellerRef } from './entities';

export type AffiliateSaleStatus = 'pending' | 'approved' | 'paid' | 'canceled';

/** In the order the sales filter offers them. */
export const AFFILIATE_SALE_STATUSES: readonly AffiliateSaleStatus[] = ['pending', 'approved', 'paid', 'canceled'];

export const AFFILIATE_SALE_STATUS_LABELS: Readonly<Record<AffiliateSaleStatus, string>> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  paid: 'Paga',
  canceled: 'Cancelada',
};

export interface AffiliateBalances {
  /** Approved commissions not paid out yet ('Saldo disponível'). */
  balance_available: number;
  /** Commissions of sales still in their guarantee period ('A liberar'). */
  balance_pending: number;
  /** Everything paid out so far ('Total recebido'). */
  total_paid: number;
}

export interface AffiliateMonthFigures {
  /** 'YYYY-MM', Brasília time. */
  month: string;
  sales: number;
  commission: number;
}

export interface AffiliateTopProduct {
  id: number;
  name: string;
  slug: string;
  photo: string;
  seller: SellerRef;
  /** The affiliate's link for it; `active` false once the affiliate stopped promoting it. */
  link: { code: string; url: string; active: boolean };
  sales_count: number;
  commission_total: number;
}

/** GET /api/affiliates/dashboard. Canceled sales count for nothing. */
export interface AffiliateDashboard extends AffiliateBalances {
  clicks_30d: number;
  sales_30d: number;
  commission_30d: number;
  /** Sales per 100 clicks in the last 30 days (2.5 means 2,5 %). */
  conversion_rate_30d: number;
  /** The last six months, oldest first. */
  sales_by_month: AffiliateMonthFigures[];
  /** Up to five, by commission earned. */
  top_products: AffiliateTopProduct[];
}

export interface AffiliateLink {
  code: string;
  /** Share path on the site, '/api/r/{code}': put the site's origin in front (see affiliateLinkUrl). */
  url: string;
  clicks: number;
  created_at: string;
}

/** A promoted product: its card, the affiliate's link and what the link brought so far. */
export interface AffiliateProduct extends ProductCard {
  link: AffiliateLink;
  sales_count: number;
  commission_total: number;
}

/** GET /api/affiliates/market/products/{seller}/{slug}: what promoting a product of the market pays. */
export interface AffiliateMarketProduct {
  product_id: number;
  name: string;
  price: number;
  /** Percent of the price. */
  affiliate_commission: number;
  /** 'Comissão de até': price × affiliate_commission / 100. */
  commission_value: number;
  accepts_affiliates: boolean;
  /** The affiliate's link when the product is promoted now. */
  link: AffiliateLink | null;
}

export interface AffiliateSale {
  id: number;
  /** The order that paid it, e.g. 'MB-000123'. */
  order_reference: string;
  product_name: string;
  /** The promoted product, while it is still in the catalogue. */
  product: { id: number; slug: string; seller_slug: string } | null;
  link_code: string;
  sale_amount: number;
  commission_percent: number;
  commission_amount: number;
  status: AffiliateSaleStatus;
  status_label: string;
  created_at: string;
  approved_at: string | null;
}

export interface AffiliateSalesFilters {
  page?: number;
  status?: AffiliateSaleStatus;
  /** Brasília days 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
}

export interface AffiliateSalesTotals {
  /** Sales matching the filters, canceled ones included. */
  count: number;
  canceled_count: number;
  /** Amounts of the matching sales that were not canceled. */
  sale_amount: number;
  commission_amount: number;
}

/** GET /api/affiliates/sales: the paginator plus the totals of every matching sale. */
export interface AffiliateSalesPage extends Paginator<AffiliateSale> {
  totals: AffiliateSalesTotals;
}

export type AffiliateStatementEntryType = 'commission' | 'payout';

export interface AffiliateStatementEntry {
  /** Unique in the statement: 'commission-12', 'payout-3'. */
  id: string;
  type: AffiliateStatementEntryType;
  description: string;
  /** The order of a commission, or the transfer of a payout. */
  reference: string;
  /** Reais; payouts are negative. */
  amount: number;
  date: string;
  status: Exclude<AffiliateSaleStatus, 'canceled'>;
}

/** GET /api/affiliates/payment-records. */
export interface AffiliatePaymentRecords {
  summary: AffiliateBalances;
  /** Commission credits and payouts, newest first. */
  records: Paginator<AffiliateStatementEntry>;
}

export type PixKeyType = 'cpf' | 'email' | 'phone' | 'random';

export const PIX_KEY_TYPES: readonly PixKeyType[] = ['cpf', 'email', 'phone', 'random'];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export interface AffiliateProfile {
  name: string;
  /** The sign-in e-mail; not editable here. */
  email: string;
  /** CPF digits. */
  document: string | null;
  /** 11 digits. */
  cellphone: string | null;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  bank_name: string | null;
  bank_agency: string | null;
  bank_account: string | null;
  /** Up to 500 characters. */
  bio: string;
  website: string | null;
  /** User name, without '@'. */
  instagram: string | null;
}

/** PUT /api/affiliates/profile; 422 gives errors by field. Masked numbers are accepted. */
export interface AffiliateProfileInput {
  name: string;
  document: string;
  cellphone: string;
  pix_key_type: PixKeyType | '';
  pix_key: string;
  bank_name: string;
  bank_agency: string;
  bank_account: string;
  bio: string;
  website: string;
  instagram: string;
}

export const AFFILIATE_BIO_MAX = 500;

/** The full address of a link to share: the site's origin and the link's path. */
export function affiliateLinkUrl(origin: string, link: Pick<AffiliateLink, 'url'>): string {
  return `${origin.replace(/\/+$/, '')}${link.url}`;
}
