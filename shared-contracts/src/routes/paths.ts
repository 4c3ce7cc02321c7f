/** Path builders for the routes of spec §2. Segments are URL-encoded. */

const seg = (value: string | number): string => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const homePath = (): string => '/';
export const loginPath = (redirect?: string): string => withQuery('/login', { redirect });
export const categoryPath = (slug: string): string => `/categoria/${seg(slug)}`;
export const searchPath = (search?: string): string => withQuery('/busca', { search });
export const productPath = (sellerSlug: string, slug: string): string => `/produto/${seg(sellerSlug)}/${seg(slug)}`;
export const storeListPath = (): string => '/lojas';
export const storePath = (slug: string): string => `/loja/${seg(slug)}`;
export const blogPath = (): string => '/blog';
export const blogPostPath = (slug: string): string => `/blog/${seg(slug)}`;
export const ordersPath = (): string => '/cliente/pedidos';
export const orderReviewPath = (id: number | string): string => `/cliente/pedidos/avaliar/${seg(id)}`;
export const orderRefundPath = (id: number | string): string => `/cliente/pedidos/solicitar-devolucao/${seg(id)}`;
export const addressesPath = (): string => '/cliente/enderecos';
/** id may be 'novo' for a new address; redirect 'cart' returns to the cart after saving. */
export const addressEditPath = (id: number | 'novo', redirect?: 'cart'): string =>
  withQuery(`/cliente/enderecos/${seg(id)}`, { redirect });
export const personalInformationPath = (): string => '/cliente/dados-pessoais';
export const cartPath = (): string => '/carrinho';
export const confirmPurchasePath = (orderId: number | string): string => `/compra-realizada/${seg(orderId)}`;
export const chatIndexPath = (): string => '/cliente/chat';
export const chatPath = (chatId: number | string): string => `/cliente/chat/${seg(chatId)}`;
export const chatStartPath = (productId: number | string): string => `/cliente/iniciar-chat/${seg(productId)}`;
export const affiliatedHomePath = (): string => '/afiliados/home';
export const affiliatedMarketPath = (search?: string): string => withQuery('/afiliados/mercado', { search });
export const affiliatedCategoryPath = (slug: string): string => `/afiliados/mercado/categoria/${seg(slug)}`;
export const affiliatedProductPath = (sellerSlug: string, slug: string): string =>
  `/afiliados/mercado/produto/${seg(sellerSlug)}/${seg(slug)}`;
export const affiliatedProductsPath = (): string => '/afiliados/produtos';
export const affiliatedProfilePath = (): string => '/afiliados/meus-dados';
export const affiliatedSalesPath = (): string => '/afiliados/vendas';
export const affiliatedPaymentRecordsPath = (): string => '/afiliados/extrato';
export const contentPagePath = (slug: string): string => `/${seg(slug)}`;

/**
 * A redirect target taken from a query string is followed only when it is a path of this site
 * ('/x', not '//host' or 'https://host'); anything else falls back.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines from URLs, so '/\t/host' would still reach another host.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  return value;
}
