import { bus, type ProductCard } from 'shared-contracts';

/** view_item_list (P-15): pushed to the data layer by the shell. */
export function emitViewItemList(listName: string, products: readonly ProductCard[]): void {
  if (products.length === 0) return;
  bus.emit({
    type: 'analytics',
    event: 'view_item_list',
    data: {
      item_list_name: listName,
      items: products.map((product, index) => ({
        item_id: product.id,
        item_name: product.name,
        item_brand: product.seller.name,
        item_category: product.product_category?.product_category?.name ?? product.product_category?.name,
        item_category2: product.product_category?.product_category ? product.product_category.name : undefined,
        item_list_name: listName,
        price: product.price,
        index,
      })),
    },
  });
}
