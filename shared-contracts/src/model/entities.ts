/** Entities of the marketplace as the API sends them (spec §3). */

export type UserType = 1 | 2;
export const USER_TYPE_CUSTOMER: UserType = 1;
export const USER_TYPE_AFFILIATE: UserType = 2;

export interface Banner {
  name: string;
  url: string;
  image: string;
  mobile_image: string;
  tablet_image: string;
}

export interface SellerRef {
  name: string;
  slug: string;
}

export interface ProductCard {
  id: number;
  name: string;
  slug: string;
  photo: string;
  price: number;
  original_price: number | null;
  review_average: number | null;
  max_installments: number;
  max_installments_value: number;
  /** Percent of the price paid to an affiliate. */
  affiliate_commission: number;
  /** false when out of stock (the card reads 'Indisponível'); absent means available. */
  available?: boolean;
  seller: SellerRef;
  product_category: { name: string; product_category: { name: string } | null } | null;
}

export interface CategoryLink {
  id?: number;
  name: string;
  slug: string;
}

export interface Category {
  category: CategoryLink & { image: string };
  items: CategoryLink[];
}

export interface Paginator<T> {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  first_page_url?: string;
  last_page_url?: string;
  path?: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface SearchResponse {
  products: Paginator<ProductCard>;
  /** Map of situation id to its label. */
  product_situations: Record<string, string>;
  product_types: NamedOption[];
  product_manufacturers: NamedOption[];
  /** Map of group name to its categories. */
  product_categories: Record<string, NamedOption[]>;
}

export interface Address {
  id: number;
  name: string;
  street: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  city_name: string;
  state_name: string;
  zip_code: string;
}

export interface CartItem {
  /** The item key the cart calls use. */
  id: string;
  name: string;
  quantity: number;
  price: number;
  /** Highest quantity that may be bought, when there is one. */
  max_quantity?: number | null;
  associatedModel: {
    photo: string;
    name: string;
    original_price: number | null;
    seller: { slug: string };
  };
  attributes: {
    seller: { name: string };
    product_variation: { name: string } | null;
    product_variation_option: { name: string } | null;
    product_category: { name: string } | null;
  };
}

export interface CartSellerGroup {
  seller: { id: number; name: string; slug?: string };
  items: CartItem[];
}

export interface Installment {
  number: number;
  value: number;
  total: number;
  taxes: number;
}

export interface Cart {
  content: CartSellerGroup[];
  conditions: unknown[];
  address: Address | null;
  subtotal: number;
  shipping: number;
  coupon_name: string | null;
  discount: number;
  total: number;
  installments: Installment[] | null;
}

export interface ShippingQuote {
  hash: string;
  carrier: string;
  shippingServiceName: string;
  deliveryTime: number;
  price: number;
  gateway: string;
  address: string | null;
}

/** Seller id to its quotes. */
export type ShippingQuotes = Record<string, ShippingQuote[]>;

export interface User {
  id?: number;
  name: string;
  email?: string;
  document: string;
  phone: string;
  cellphone: string;
  /** Always cleared by the API; kept so forms can hold one. */
  password?: string;
  user_type: UserType;
}

export interface UserResponse {
  user: User;
  user_type: UserType;
  addresses?: Address[];
}

export interface NewsletterSignUp {
  name: string;
  email: string;
}

export type PaymentMethod = 'credit_card' | 'bank_slip' | 'pix';

export interface OrderData {
  method: PaymentMethod;
  card: {
    number: string;
    name: string;
    year: string;
    month: string;
    cvv: string;
    installments: number;
  };
  customer: { document: string; phone: string; cellphone: string };
}

export interface LoginCredentials {
  email: string;
  password: string;
  remember?: boolean;
}
