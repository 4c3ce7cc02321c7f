import { bus, type Cart, type CartUpdateResponse } from 'shared-contracts';

type Removed = NonNullable<CartUpdateResponse['removed']>;

/** remove_from_cart with the product, price, category and option the API says were removed (C-15). */
export function trackRemoveFromCart(removed: Removed): void {
  bus.emit({
    type: 'analytics',
    event: 'remove_from_cart',
    data: {
      items: [
        {
          item_name: removed.product.name,
          price: removed.price,
          item_category: removed.product_category?.name,
          item_variant: removed.product_variation_option?.name,
        },
      ],
    },
  });
}

/** begin_checkout with what the cart holds (C-18). */
export function trackBeginCheckout(cart: Cart): void {
  bus.emit({
    type: 'analytics',
    event: 'begin_checkout',
    data: {
      currency: 'BRL',
      value: cart.total,
      coupon: cart.coupon_name ?? undefined,
      items: cart.content.flatMap((group) =>
        group.items.map((item) => ({
          item_name: item.name,
          price: item.price,
          quantity: item.quantity,
          item_brand: group.seller.name,
          item_category: item.attributes.product_category?.name,
          item_variant: item.attributes.product_variation_option?.name,
        })),
      ),
    },
  });
}
