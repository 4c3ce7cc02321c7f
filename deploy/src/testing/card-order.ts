/**
 * The `order_data` of a card purchase the payment sandbox approves, paid by the demo customer:
 * for the tests and drills that place orders through the API (POST /api/cart/process).
 */
export function cardOrderData(card: { name?: string } = {}) {
  return {
    method: 'credit_card' as const,
    card: {
      number: '4111111111111111',
      name: card.name ?? 'Mariana Souza',
      year: String(new Date().getFullYear() + 1),
      month: '12',
      cvv: '123',
      installments: 1,
    },
    customer: { document: '52998224725', phone: '1132456789', cellphone: '11987654321' },
  };
}
