import { affiliatedMarketPath, type ProductListId } from 'shared-contracts';

/**
 * The market list that continues a slider: its products in the order closest to the slider's own
 * (popular lists by sales, rated ones by reviews). `order` in the URL makes the market show the
 * list instead of its landing page of sliders.
 */
const ORDER_OF_LIST: Readonly<Record<ProductListId, number>> = {
  'mais-vendidos': 1,
  'mais-quentes': 1,
  'mais-vistos': 1,
  ofertas: 1,
  recomendados: 2,
  'mais-bem-avaliados': 2,
};

export function marketListPath(listId: ProductListId | undefined): string {
  const order = listId ? ORDER_OF_LIST[listId] : 1;
  return `${affiliatedMarketPath()}?order=${order}`;
}
