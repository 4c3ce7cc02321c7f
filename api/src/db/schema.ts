import type { Generated } from 'kysely';

/**
 * The tables as the queries see them, one interface per table, on both engines (SQLite INTEGER
 * and REAL, PostgreSQL INTEGER, BIGINT and DOUBLE PRECISION are all numbers here; int8 and
 * numeric results are read as numbers). `Generated` marks what the database fills when an insert
 * leaves it out: ids and columns with a default. Kept by hand beside the migrations: a migration
 * that changes a table changes its interface here too.
 *
 * Business timestamps are UTC text 'YYYY-MM-DD HH:MM:SS'; session, limit and relay times are
 * epoch milliseconds. Flags are 0 / 1 integers, JSON documents text.
 */

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  document: string | null;
  phone: string | null;
  cellphone: string | null;
  user_type: Generated<number>;
  created_at: Generated<string>;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city_name: string;
  state_name: string;
  created_at: Generated<string>;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  image: string | null;
  position: Generated<number>;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  remember: Generated<number>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface SellersTable {
  id: Generated<number>;
  name: string;
  slug: string;
  logo: string;
  banner: string;
  description: string;
  city_name: string;
  state_name: string;
  pickup_address: string | null;
  pickup_zip_code: string | null;
  pickup_days: number | null;
  search_text: Generated<string>;
  created_at: Generated<string>;
}

export interface ProductSituationsTable {
  id: number;
  name: string;
}

export interface ProductTypesTable {
  id: Generated<number>;
  name: string;
}

export interface ProductManufacturersTable {
  id: Generated<number>;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  product_type_id: number | null;
  product_manufacturer_id: number | null;
  product_situation_id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  specifications: Generated<string>;
  price_cents: number;
  original_price_cents: number | null;
  max_installments: Generated<number>;
  affiliate_commission: Generated<number>;
  stock: Generated<number>;
  sales_count: Generated<number>;
  recent_sales_count: Generated<number>;
  view_count: Generated<number>;
  review_count: Generated<number>;
  review_average: number | null;
  search_text: Generated<string>;
  created_at: Generated<string>;
}

export interface ProductPhotosTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  url: string;
  thumbnail_url: string;
}

export interface ProductVariationsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
}

export interface ProductVariationOptionsTable {
  id: Generated<number>;
  product_variation_id: number;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  stock: Generated<number>;
  position: Generated<number>;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  author_name: string;
  rating: number;
  title: string;
  comment: string;
  created_at: Generated<string>;
}

export interface BannersTable {
  id: Generated<number>;
  banner_group: string;
  slug: string;
  name: string;
  url: string;
  image: string;
  tablet_image: string;
  mobile_image: string;
  position: Generated<number>;
  active: Generated<number>;
  headline: Generated<string>;
  subline: Generated<string>;
  cta_label: Generated<string>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  created_at: Generated<string>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  author_name: string;
  blocks: Generated<string>;
  reading_minutes: Generated<number>;
  published_at: string;
}

export interface ContentPagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  blocks: Generated<string>;
  updated_at: Generated<string>;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  product_variation_option_id: number | null;
  quantity: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AppSettingsTable {
  name: string;
  value: string;
  created_at: Generated<string>;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  kind: string;
  value: number;
  min_subtotal_cents: Generated<number>;
  starts_at: string | null;
  expires_at: string | null;
  created_at: Generated<string>;
}

export interface CartsTable {
  user_id: number;
  address_id: number | null;
  coupon_id: number | null;
  session_id: string | null;
  updated_at: Generated<string>;
}

export interface CartShippingTable {
  user_id: number;
  seller_id: number;
  option_code: string;
  hash: string;
  updated_at: Generated<string>;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string | null;
  user_id: number;
  status: string;
  method: string;
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  coupon_id: number | null;
  coupon_code: string | null;
  address_id: number;
  address_name: string;
  address_zip_code: string;
  address_street: string;
  address_number: string;
  address_complement: string | null;
  address_neighborhood: string;
  address_city_name: string;
  address_state_name: string;
  customer_document: string;
  customer_phone: string | null;
  customer_cellphone: string;
  fraud_session_id: string | null;
  created_at: Generated<string>;
  status_reason: string | null;
  paid_at: string | null;
  updated_at: string | null;
  referral_code: string | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  product_variation_option_id: number | null;
  seller_id: number | null;
  seller_name: string;
  name: string;
  category_name: string | null;
  variation_name: string | null;
  option_name: string | null;
  photo: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  seller_id: number | null;
  seller_name: string;
  option_code: string;
  carrier: string;
  service: string;
  gateway: string;
  delivery_time: number;
  price_cents: number;
  pickup_address: string | null;
}

export interface OrderPaymentsTable {
  order_id: number;
  method: string;
  status: string;
  amount_cents: number;
  installments: Generated<number>;
  installment_value_cents: number;
  interest_cents: Generated<number>;
  card_brand: string | null;
  card_last4: string | null;
  authorization_code: string | null;
  digitable_line: string | null;
  barcode: string | null;
  due_date: string | null;
  pix_copy_paste: string | null;
  pix_txid: string | null;
  expires_at: string | null;
  created_at: Generated<string>;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  order_id: number;
  response: string;
  created_at: Generated<string>;
}

export interface AffiliateLinksTable {
  id: Generated<number>;
  affiliate_id: number;
  product_id: number;
  code: string;
  clicks: Generated<number>;
  active: Generated<number>;
  created_at: Generated<string>;
}

export interface AffiliateLinkClicksTable {
  link_id: number;
  day: string;
  clicks: number;
}

export interface AffiliatePayoutsTable {
  id: Generated<number>;
  affiliate_id: number;
  amount_cents: number;
  pix_key_masked: string;
  reference: string;
  paid_at: string;
}

export interface AffiliateSalesTable {
  id: Generated<number>;
  link_id: number;
  affiliate_id: number;
  order_reference: string;
  product_name: string;
  sale_amount_cents: number;
  commission_percent: number;
  commission_cents: number;
  status: string;
  payout_id: number | null;
  created_at: string;
  approved_at: string | null;
  order_id: number | null;
  order_item_id: number | null;
  canceled_at: string | null;
}

export interface AffiliateProfilesTable {
  user_id: number;
  pix_key_type: string | null;
  pix_key: string | null;
  bank_name: string | null;
  bank_agency: string | null;
  bank_account: string | null;
  bio: Generated<string>;
  website: string | null;
  instagram: string | null;
  updated_at: Generated<string>;
}

export interface OrderItemReviewsTable {
  order_item_id: number;
  order_id: number;
  product_review_id: number | null;
  rating: number;
  title: string;
  comment: string;
  created_at: Generated<string>;
}

export interface RefundsTable {
  id: Generated<number>;
  protocol: string | null;
  order_id: number;
  user_id: number;
  status: Generated<string>;
  reason: string;
  description: Generated<string>;
  refund_method: string;
  pix_key: string | null;
  amount_cents: number;
  created_at: Generated<string>;
}

export interface RefundItemsTable {
  refund_id: number;
  order_item_id: number;
  quantity: number;
  amount_cents: number;
}

export interface ChatsTable {
  id: Generated<number>;
  user_id: number;
  seller_id: number;
  product_id: number | null;
  status: Generated<string>;
  customer_read_message_id: Generated<number>;
  auto_reply_sent: Generated<number>;
  created_at: Generated<string>;
  last_message_at: Generated<string>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  sender: string;
  body: string;
  automatic: Generated<number>;
  created_at: Generated<string>;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  created_at: Generated<string>;
}

export interface PaymentNotificationsTable {
  id: string;
  order_id: number;
  type: string;
  outcome: string;
  received_at: Generated<string>;
}

export interface CatalogVersionTable {
  id: number;
  version: number;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  window_start: number;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failure_at: number;
  expires_at: number;
}

export interface PushRelayTable {
  id: Generated<number>;
  origin: string;
  user_id: number;
  event: string;
  created_at: number;
}

/** A click on an affiliate link the server recorded; `clicked_at` in epoch milliseconds. */
export interface ReferralClicksTable {
  id: Generated<number>;
  link_id: number;
  clicked_at: number;
}

/** Per minute (epoch ms of its start), app, version and canary bucket: what the health beacons counted. */
export interface RemoteHealthTable {
  minute: number;
  app: string;
  version: string;
  bucket: number;
  page_views: Generated<number>;
  load_failures: Generated<number>;
  crashes: Generated<number>;
  errors: Generated<number>;
}

/** One Core Web Vitals sample of a health beacon (`name` LCP, INP or CLS). */
export interface RemoteHealthVitalsTable {
  minute: number;
  app: string;
  version: string;
  bucket: number;
  name: string;
  value: number;
}

/** What was already counted of a trusted view: its page view, its one failure, one sample per vital. */
export interface RemoteHealthMarksTable {
  view_id: string;
  app: string;
  /** `view`, `failure`, or the vital's name. */
  mark: string;
  minute: number;
}

/** Per ten-minute period, client key, app, version and mark: the views of one client counted. */
export interface RemoteHealthClientsTable {
  period_start: number;
  client: string;
  app: string;
  version: string;
  mark: string;
  views: number;
}

/** Per minute and reason, the beacon events dropped. */
export interface RemoteHealthRejectedTable {
  minute: number;
  reason: string;
  events: number;
}

export interface Database {
  users: UsersTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  sessions: SessionsTable;
  sellers: SellersTable;
  product_situations: ProductSituationsTable;
  product_types: ProductTypesTable;
  product_manufacturers: ProductManufacturersTable;
  products: ProductsTable;
  product_photos: ProductPhotosTable;
  product_variations: ProductVariationsTable;
  product_variation_options: ProductVariationOptionsTable;
  product_reviews: ProductReviewsTable;
  banners: BannersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  blog_posts: BlogPostsTable;
  content_pages: ContentPagesTable;
  cart_items: CartItemsTable;
  app_settings: AppSettingsTable;
  coupons: CouponsTable;
  carts: CartsTable;
  cart_shipping: CartShippingTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_shipments: OrderShipmentsTable;
  order_payments: OrderPaymentsTable;
  idempotency_keys: IdempotencyKeysTable;
  affiliate_links: AffiliateLinksTable;
  affiliate_link_clicks: AffiliateLinkClicksTable;
  affiliate_payouts: AffiliatePayoutsTable;
  affiliate_sales: AffiliateSalesTable;
  affiliate_profiles: AffiliateProfilesTable;
  order_item_reviews: OrderItemReviewsTable;
  refunds: RefundsTable;
  refund_items: RefundItemsTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  user_identities: UserIdentitiesTable;
  payment_notifications: PaymentNotificationsTable;
  catalog_version: CatalogVersionTable;
  rate_limit_counters: RateLimitCountersTable;
  login_failures: LoginFailuresTable;
  push_relay: PushRelayTable;
  referral_clicks: ReferralClicksTable;
  remote_health: RemoteHealthTable;
  remote_health_vitals: RemoteHealthVitalsTable;
  remote_health_marks: RemoteHealthMarksTable;
  remote_health_clients: RemoteHealthClientsTable;
  remote_health_rejected: RemoteHealthRejectedTable;
}
