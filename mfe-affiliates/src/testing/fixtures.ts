import type {
  AffiliateDashboard,
  AffiliatePaymentRecords,
  AffiliateProduct,
  AffiliateProfile,
  AffiliateSale,
  AffiliateSalesPage,
  AffiliateStatementEntry,
  Paginator,
} from 'shared-contracts';

/** A Laravel paginator around `data`. */
export function page<T>(data: T[], options: { current?: number; perPage?: number; total?: number } = {}): Paginator<T> {
  const current = options.current ?? 1;
  const perPage = options.perPage ?? 10;
  const total = options.total ?? data.length;
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = data.length > 0 ? (current - 1) * perPage + 1 : null;
  return {
    current_page: current,
    data,
    from,
    to: from === null ? null : from + data.length - 1,
    last_page: last,
    per_page: perPage,
    total,
    next_page_url: current < last ? `/api/x?page=${current + 1}` : null,
    prev_page_url: current > 1 ? `/api/x?page=${current - 1}` : null,
  };
}

export const DASHBOARD: AffiliateDashboard = {
  balance_available: 377.23,
  balance_pending: 653.18,
  total_paid: 3091.53,
  clicks_30d: 672,
  sales_30d: 11,
  commission_30d: 653.18,
  conversion_rate_30d: 1.64,
  sales_by_month: [
    { month: '2025-01', sales: 5, commission: 198.49 },
    { month: '2025-02', sales: 8, commission: 971.19 },
    { month: '2025-03', sales: 0, commission: 0 },
    { month: '2025-04', sales: 13, commission: 1608.53 },
    { month: '2025-05', sales: 9, commission: 377.23 },
    { month: '2025-06', sales: 11, commission: 653.18 },
  ],
  top_products: [
    {
      id: 327,
      name: 'Notebook Asus Vivobook 15',
      slug: 'notebook-asus-vivobook-15',
      photo: '/api/media/products/327/1.svg',
      seller: { name: 'Info Prime', slug: 'info-prime' },
      link: { code: 'f76ipkc2', url: '/api/r/f76ipkc2', active: true },
      sales_count: 10,
      commission_total: 1829.76,
    },
    {
      id: 441,
      name: 'Impressora Brother DCP-T420W',
      slug: 'impressora-brother',
      photo: '/api/media/products/441/1.svg',
      seller: { name: 'TechMix', slug: 'techmix' },
      link: { code: 'raqd9ezp', url: '/api/r/raqd9ezp', active: false },
      sales_count: 1,
      commission_total: 675.9,
    },
  ],
};

export const EMPTY_DASHBOARD: AffiliateDashboard = {
  ...DASHBOARD,
  balance_available: 0,
  balance_pending: 0,
  total_paid: 0,
  clicks_30d: 0,
  sales_30d: 0,
  commission_30d: 0,
  conversion_rate_30d: 0,
  sales_by_month: DASHBOARD.sales_by_month.map((entry) => ({ ...entry, sales: 0, commission: 0 })),
  top_products: [],
};

export function promoted(id: number, overrides: Partial<AffiliateProduct> = {}): AffiliateProduct {
  return {
    id,
    name: `Produto ${id}`,
    slug: `produto-${id}`,
    photo: `/api/media/products/${id}/1.svg`,
    price: 100,
    original_price: null,
    review_average: 4.5,
    max_installments: 1,
    max_installments_value: 100,
    affiliate_commission: 10,
    seller: { name: 'Loja Sol', slug: 'loja-sol' },
    product_category: null,
    link: { code: `code${id}`, url: `/api/r/code${id}`, clicks: 40 + id, created_at: '2025-05-02T12:00:00.000Z' },
    sales_count: 3,
    commission_total: 30,
    ...overrides,
  };
}

export function sale(id: number, overrides: Partial<AffiliateSale> = {}): AffiliateSale {
  return {
    id,
    order_reference: `MB-00${4000 + id}`,
    product_name: `Produto ${id}`,
    product: { id, slug: `produto-${id}`, seller_slug: 'loja-sol' },
    link_code: `code${id}`,
    sale_amount: 200,
    commission_percent: 10,
    commission_amount: 20,
    status: 'approved',
    status_label: 'Aprovada',
    created_at: '2025-05-20T15:00:00.000Z',
    approved_at: '2025-06-19T15:00:00.000Z',
    ...overrides,
  };
}

export function salesPage(data: AffiliateSale[], options: Parameters<typeof page>[1] = {}): AffiliateSalesPage {
  const counted = data.filter((entry) => entry.status !== 'canceled');
  return {
    ...page(data, options),
    totals: {
      count: options.total ?? data.length,
      canceled_count: data.length - counted.length,
      sale_amount: counted.reduce((sum, entry) => sum + entry.sale_amount, 0),
      commission_amount: counted.reduce((sum, entry) => sum + entry.commission_amount, 0),
    },
  };
}

export const ENTRIES: AffiliateStatementEntry[] = [
  {
    id: 'commission-60',
    type: 'commission',
    description: 'Comissão: Base Líquida Maybelline',
    reference: 'MB-006181',
    amount: 10.47,
    date: '2025-06-17T14:26:09.000Z',
    status: 'pending',
  },
  {
    id: 'payout-5',
    type: 'payout',
    description: 'Pagamento via Pix para a chave ***.995.350-**',
    reference: 'PIX-202506-0002',
    amount: -1608.53,
    date: '2025-06-10T17:00:00.000Z',
    status: 'paid',
  },
  {
    id: 'commission-48',
    type: 'commission',
    description: 'Comissão: Sabão Líquido Ypê',
    reference: 'MB-005821',
    amount: 15.21,
    date: '2025-06-04T13:15:13.000Z',
    status: 'approved',
  },
];

export function paymentRecords(
  entries: AffiliateStatementEntry[] = ENTRIES,
  options: Parameters<typeof page>[1] = {},
): AffiliatePaymentRecords {
  return {
    summary: { balance_available: 377.23, balance_pending: 653.18, total_paid: 3091.53 },
    records: page(entries, { perPage: 15, ...options }),
  };
}

export const PROFILE: AffiliateProfile = {
  name: 'Rafael Lima',
  email: 'afiliado@demo.com.br',
  document: '16899535009',
  cellphone: '21991234567',
  pix_key_type: 'cpf',
  pix_key: '16899535009',
  bank_name: 'Banco do Brasil',
  bank_agency: '1234-5',
  bank_account: '56789-0',
  bio: 'Indico tecnologia e casa.',
  website: 'https://rafaellima.com.br',
  instagram: 'rafael.indica',
};
