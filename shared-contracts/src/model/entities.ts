/**
 * Entities of the marketplace as the API sends them (spec §3). The types are inferred from the
 * API's JSON Schemas (shared-contracts/schema); importing them costs the browser nothing.
 */
import type { Static } from 'typebox';
import type { PageMeta } from '../schema/common';
import type {
  Cart as CartSent,
  PaymentMethod,
  User as UserSent,
  UserResponse as UserResponseSent,
  UserType,
} from '../schema/entities';

export type { NamedOption } from '../schema/common';
export type {
  Address,
  Banner,
  CartCondition,
  CartItem,
  CartSellerGroup,
  Category,
  CategoryLink,
  Installment,
  PaymentMethod,
  ProductCard,
  SearchResponse,
  SellerRef,
  ShippingQuote,
  ShippingQuotes,
  UserType,
} from '../schema/entities';
export type { LoginCredentials, NewsletterSignUp } from '../schema/requests';
export const USER_TYPE_CUSTOMER: UserType = 1;
export const USER_TYPE_AFFILIATE: UserType = 2;

/**
 * A user as the screens hold one: the API always sends `id` and `email`, but state defaults and
 * forms build users without them.
 */
export type User = Omit<UserSent, 'id' | 'email'> & Partial<Pick<UserSent, 'id' | 'email'>>;

export type UserResponse = Omit<UserResponseSent, 'user'> & { user: User };

/** The cart; the screens only pass its applied conditions along (the API sends CartCondition[]). */
export type Cart = Omit<CartSent, 'conditions'> & { conditions: unknown[] };

/** Laravel's length-aware paginator (schema: `Paginator(item)` of shared-contracts/schema). */
export type Paginator<T> = Static<typeof PageMeta> & { data: T[] };

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
