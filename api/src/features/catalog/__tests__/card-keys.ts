/** The fields of a product card (search, lists), sorted. */
export const PRODUCT_CARD_KEYS = [
  'affiliate_commission',
  'available',
  'id',
  'max_installments',
  'max_installments_value',
  'name',
  'original_price',
  'photo',
  'price',
  'product_category',
  'review_average',
  'seller',
  'slug',
].sort();
