/** Entities of the marketplace as the API sends them (spec §3). */
import { Type, type Static } from 'typebox';
import { NamedOption, NullableInteger, NullableNumber, NullableObject, NullableString, Paginator } from './common';

/** 1 customer, 2 affiliate. */
export const UserType = Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] });

export const Banner = Type.Object({
  name: Type.String(),
  url: Type.String(),
  image: Type.String(),
  mobile_image: Type.String(),
  tablet_image: Type.String(),
});

export const SellerRef = Type.Object({ name: Type.String(), slug: Type.String() });

export const ProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  photo: Type.String(),
  price: Type.Number(),
  original_price: NullableNumber(),
  review_average: NullableNumber(),
  max_installments: Type.Integer(),
  max_installments_value: Type.Number(),
  affiliate_commission: Type.Number({ description: 'Percent of the price paid to an affiliate.' }),
  available: Type.Optional(
    Type.Boolean({ description: "false when out of stock (the card reads 'Indisponível'); absent means available." }),
  ),
  seller: SellerRef,
  product_category: NullableObject(
    Type.Object({
      name: Type.String(),
      product_category: NullableObject(Type.Object({ name: Type.String() })),
    }),
  ),
});

export const CategoryLink = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
});

export const Category = Type.Object({
  category: Type.Object({ ...CategoryLink.properties, image: Type.String() }),
  items: Type.Array(CategoryLink),
});

export const SearchResponse = Type.Object({
  products: Paginator(ProductCard),
  product_situations: Type.Record(Type.String(), Type.String(), { description: 'Situation id to its label.' }),
  product_types: Type.Array(NamedOption),
  product_manufacturers: Type.Array(NamedOption),
  product_categories: Type.Record(Type.String(), Type.Array(NamedOption), {
    description: 'Group name to its categories.',
  }),
});

export const Address = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  number: Type.String(),
  complement: Type.Optional(NullableString()),
  neighborhood: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  zip_code: Type.String({ description: 'Digits only.' }),
});

export const CartItem = Type.Object({
  id: Type.String({ description: 'The item key the cart calls use.' }),
  name: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  max_quantity: Type.Optional(NullableInteger({ description: 'Highest quantity that may be bought.' })),
  associatedModel: Type.Object({
    photo: Type.String(),
    name: Type.String(),
    original_price: NullableNumber(),
    seller: Type.Object({ slug: Type.String() }),
  }),
  attributes: Type.Object({
    seller: Type.Object({ name: Type.String() }),
    product_variation: NullableObject(Type.Object({ name: Type.String() })),
    product_variation_option: NullableObject(Type.Object({ name: Type.String() })),
    product_category: NullableObject(Type.Object({ name: Type.String() })),
  }),
});

export const CartSellerGroup = Type.Object({
  seller: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.Optional(Type.String()) }),
  items: Type.Array(CartItem),
});

export const Installment = Type.Object({
  number: Type.Integer(),
  value: Type.Number(),
  total: Type.Number(),
  taxes: Type.Number(),
});

export const CartCondition = Type.Object({
  name: Type.String(),
  type: Type.Union([Type.Literal('shipping'), Type.Literal('coupon')]),
  value: Type.Number({ description: 'Reais added to (shipping) or taken from (coupon, negative) the total.' }),
});

export const Cart = Type.Object({
  content: Type.Array(CartSellerGroup),
  conditions: Type.Array(CartCondition),
  address: NullableObject(Address),
  subtotal: Type.Number(),
  shipping: Type.Number(),
  coupon_name: NullableString(),
  discount: Type.Number(),
  total: Type.Number(),
  installments: Type.Union([Type.Array(Installment), Type.Null()]),
});

export const ShippingQuote = Type.Object({
  hash: Type.String(),
  carrier: Type.String(),
  shippingServiceName: Type.String(),
  deliveryTime: Type.Integer({ description: 'Working days.' }),
  price: Type.Number(),
  gateway: Type.String(),
  address: NullableString({ description: 'Pickup address, for store pickup.' }),
});

/** Seller id to its quotes. */
export const ShippingQuotes = Type.Record(Type.String(), Type.Array(ShippingQuote));

export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  document: NullableString(),
  phone: NullableString(),
  cellphone: NullableString(),
  password: Type.Optional(Type.String({ description: 'Never sent by the API; kept so forms can hold one.' })),
  user_type: UserType,
});

export const UserResponse = Type.Object({
  user: User,
  user_type: UserType,
  addresses: Type.Optional(Type.Array(Address, { description: 'Customers only.' })),
});

export const PaymentMethod = Type.Union([Type.Literal('credit_card'), Type.Literal('bank_slip'), Type.Literal('pix')]);

/** POST /api/cart/update: what left the cart when a line reached zero (for analytics). */
export const CartUpdateResponse = Type.Object({
  removed: Type.Optional(
    Type.Object({
      product: Type.Object({ id: Type.Integer(), name: Type.String() }),
      price: Type.Number(),
      product_category: NullableObject(Type.Object({ name: Type.String() })),
      product_variation_option: NullableObject(Type.Object({ name: Type.String() })),
    }),
  ),
});

/** GET /api/cart/sessionid: the fraud-prevention script's account and the cart's session. */
export const CartSessionId = Type.Object({ appId: Type.String(), sessionId: Type.String() });

export type UserType = Static<typeof UserType>;
export type Banner = Static<typeof Banner>;
export type SellerRef = Static<typeof SellerRef>;
export type ProductCard = Static<typeof ProductCard>;
export type CategoryLink = Static<typeof CategoryLink>;
export type Category = Static<typeof Category>;
export type SearchResponse = Static<typeof SearchResponse>;
export type Address = Static<typeof Address>;
export type CartItem = Static<typeof CartItem>;
export type CartSellerGroup = Static<typeof CartSellerGroup>;
export type Installment = Static<typeof Installment>;
export type CartCondition = Static<typeof CartCondition>;
export type Cart = Static<typeof Cart>;
export type ShippingQuote = Static<typeof ShippingQuote>;
export type ShippingQuotes = Static<typeof ShippingQuotes>;
export type User = Static<typeof User>;
export type UserResponse = Static<typeof UserResponse>;
export type PaymentMethod = Static<typeof PaymentMethod>;
export type CartUpdateResponse = Static<typeof CartUpdateResponse>;
export type CartSessionId = Static<typeof CartSessionId>;
