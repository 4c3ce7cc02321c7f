/**
 * The affiliate area (spec §1, §6): dashboard, promoted products and links, sales, statement,
 * profile. The types of what the API sends are inferred from its schemas (shared-contracts/schema).
 */
import type { AffiliateLink, AffiliateSaleStatus, PixKeyType } from '../schema/affiliates';

export type {
  AffiliateBalances,
  AffiliateDashboard,
  AffiliateLink,
  AffiliateMarketProduct,
  AffiliateMonthFigures,
  AffiliatePaymentRecords,
  AffiliateProduct,
  AffiliateProfile,
  AffiliateSale,
  AffiliateSalesPage,
  AffiliateSalesTotals,
  AffiliateSaleStatus,
  AffiliateStatementEntry,
  AffiliateTopProduct,
  PixKeyType,
} from '../schema/affiliates';

/** In the order the sales filter offers them. */
export const AFFILIATE_SALE_STATUSES: readonly AffiliateSaleStatus[] = ['pending', 'approved', 'paid', 'canceled'];

export const AFFILIATE_SALE_STATUS_LABELS: Readonly<Record<AffiliateSaleStatus, string>> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  paid: 'Paga',
  canceled: 'Cancelada',
};

export interface AffiliateSalesFilters {
  page?: number;
  status?: AffiliateSaleStatus;
  /** Brasília days 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
}

export type AffiliateStatementEntryType = 'commission' | 'payout';

export const PIX_KEY_TYPES: readonly PixKeyType[] = ['cpf', 'email', 'phone', 'random'];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

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
