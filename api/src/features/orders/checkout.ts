import { orderDataMessages, type OrderDataInput } from 'shared-contracts/schema';
import type { Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { productPhotoUrl } from '../../lib/media-urls';
import { availableStock, loadCartState, unitPriceCents, type CartState } from '../cart/cart-state';
import { lockCart, setCartCoupon, type CartLineRow } from '../cart/cart-repository';
import { creditReferral, type ReferralClaim } from '../affiliates/referral-credit';
import { lastFour } from '../payments/card';
import type { PaymentGateway } from '../payments/sandbox-gateway';
import { orderDataValues, type OrderDataValues } from './order-data';
import {
  clearCartAfterOrder,
  findIdempotentResponse,
  insertOrder,
  insertOrderItem,
  insertPayment,
  insertShipment,
  orderNumber,
  saveIdempotentResponse,
  takeFromOptionStock,
  takeFromProductStock,
  type NewPayment,
} from './order-repository';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Seu carrinho está vazio.',
  chooseAddress: 'Escolha um endereço de entrega.',
  chooseShipping: (seller: string) => `Escolha a forma de entrega dos produtos de ${seller}.`,
  shippingChanged: (seller: string) => `A forma de entrega dos produtos de ${seller} mudou. Escolha novamente.`,
  outOfStock: 'Quantidade indisponível em estoque.',
  installments: orderDataMessages.installmentsInvalid,
  nothingToPay: 'Este pedido não tem valor a pagar.',
  declined: 'Pagamento recusado pela operadora do cartão.',
} as const;

export interface PlaceOrderRequest {
  userId: number;
  /** The body's order data, and its errors (the schema's and the card's expiry): none when it may be used. */
  orderData: OrderDataInput;
  orderDataErrors: FieldErrors;
  /**
   * The affiliate click the shopper's proof cookie names (its signature already checked), or null.
   * Whatever the body says about a referral is not read: only a click the server recorded earns.
   */
  referral: ReferralClaim | null;
  idempotencyKey: string | null;
  now: Date;
  /** The key that signs the shipping quotes (`shippingSecret`). */
  shippingSecret: string;
}

export interface PlaceOrderResponse {
  order: { id: number };
}

/** A 422 raised because the cart's coupon no longer applies: the coupon leaves the cart afterwards. */
class CouponNoLongerValid extends ValidationError {}

function stamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** Every check of the cart itself, added to the errors of order_data. */
function checkCart(state: CartState, input: OrderDataValues | null, errors: FieldErrors): void {
  if (!state.address) errors.address_id = [CHECKOUT_MESSAGES.chooseAddress];
  else {
    for (const part of state.parts) {
      if (part.choiceState === 'valid') continue;
      errors[`shipping.${part.sellerId}`] = [
        part.choiceState === 'stale'
          ? CHECKOUT_MESSAGES.shippingChanged(part.sellerName)
          : CHECKOUT_MESSAGES.chooseShipping(part.sellerName),
      ];
    }
  }
  if (state.lines.some((line) => line.quantity > availableStock(line))) errors.cart = [CHECKOUT_MESSAGES.outOfStock];
  if (state.coupon && state.couponCheck && !state.couponCheck.ok) errors.coupon = [state.couponCheck.message];
  if (input?.card) {
    const max = state.totals.installments?.length ?? 0;
    if (input.card.installments > max) {
      errors['order_data.card.installments'] = [CHECKOUT_MESSAGES.installments(max)];
    }
  }
}

/**
 * POST /api/cart/process, in one transaction (IMMEDIATE on SQLite; on PostgreSQL holding the
 * customer's cart lock, so a double submit waits for the first): the answer already given to this
 * Idempotency-Key, if any; every check of the order data and of the cart again; the order with
 * copies of its items, shipping and address; stock taken with conditional decrements; the charge
 * through the gateway; the cart emptied. Any failure (stock taken by someone else, card declined)
 * rolls all of it back.
 */
export async function placeOrder(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResponse> {
  const { userId, now, idempotencyKey } = request;

  const run = async (trx: Kysely<Database>): Promise<PlaceOrderResponse> => {
    await lockCart(trx, userId);
    if (idempotencyKey !== null) {
      const previous = await findIdempotentResponse(trx, userId, idempotencyKey);
      if (previous !== undefined) return previous as PlaceOrderResponse;
    }

    const state = await loadCartState(trx, request.shippingSecret, userId, now);
    if (state.lines.length === 0) throw ValidationError.withMessage('cart', CHECKOUT_MESSAGES.emptyCart);

    const errors: FieldErrors = { ...request.orderDataErrors };
    const input = Object.keys(errors).length === 0 ? orderDataValues(request.orderData) : null;
    checkCart(state, input, errors);
    if (Object.keys(errors).length > 0 || !input || !state.address) {
      if (errors.coupon) throw new CouponNoLongerValid(errors);
      throw new ValidationError(errors);
    }

    const totalCents = Math.round(state.totals.total * 100);
    if (totalCents <= 0) throw ValidationError.withMessage('order_data.method', CHECKOUT_MESSAGES.nothingToPay);
    const createdAt = stamp(now);

    const orderId = await insertOrder(trx, {
      userId,
      status: input.method === 'credit_card' ? 'paid' : 'awaiting_payment',
      method: input.method,
      subtotalCents: state.subtotalCents,
      shippingCents: state.shippingCents,
      discountCents: state.discountCents,
      totalCents,
      couponId: state.totals.coupon_name !== null ? (state.coupon?.id ?? null) : null,
      couponCode: state.totals.coupon_name,
      address: state.address,
      customer: input.customer,
      fraudSessionId: state.row?.session_id ?? null,
      createdAt,
    });

    for (const line of state.lines) {
      await insertOrderItem(trx, orderId, {
        productId: line.product_id,
        optionId: line.product_variation_option_id,
        sellerId: line.seller_id,
        sellerName: line.seller_name,
        name: line.name,
        categoryName: line.category_name,
        variationName: line.variation_name,
        optionName: line.option_name,
        photo: line.photo ?? productPhotoUrl(line.product_id, 1),
        quantity: line.quantity,
        unitPriceCents: unitPriceCents(line),
      });
    }
    await takeStock(trx, state.lines);

    for (const part of state.parts) {
      const option = part.chosen;
      if (!option) continue;
      await insertShipment(trx, orderId, {
        sellerId: part.sellerId,
        sellerName: part.sellerName,
        optionCode: option.code,
        carrier: option.carrier,
        service: option.service,
        gateway: option.gateway,
        deliveryTime: option.deliveryTime,
        priceCents: option.priceCents,
        pickupAddress: option.address,
      });
    }

    await insertPayment(trx, orderId, charge(gateway, input, state, { orderId, totalCents, now, createdAt }));
    await creditReferral(trx, {
      orderId,
      orderNumber: orderNumber(orderId),
      referral: request.referral,
      buyer: { userId, document: input.customer.document },
      paid: input.method === 'credit_card',
      now,
    });
    await clearCartAfterOrder(trx, userId);

    const response: PlaceOrderResponse = { order: { id: orderId } };
    if (idempotencyKey !== null) await saveIdempotentResponse(trx, userId, idempotencyKey, orderId, response);
    return response;
  };

  try {
    return await transaction(db, run);
  } catch (error) {
    if (error instanceof CouponNoLongerValid) await setCartCoupon(db, userId, null);
    throw error;
  }
}

/**
 * Takes every line's units out of stock, or throws when one has too few left. Every checkout
 * decrements the rows in the same order (options by id, then products by id), so two orders
 * sharing products on PostgreSQL wait for each other instead of deadlocking.
 */
async function takeStock(db: Kysely<Database>, lines: readonly CartLineRow[]): Promise<void> {
  const outOfStock = () => ValidationError.withMessage('cart', CHECKOUT_MESSAGES.outOfStock);
  const options = lines.filter((line) => line.product_variation_option_id !== null);
  options.sort((a, b) => (a.product_variation_option_id ?? 0) - (b.product_variation_option_id ?? 0));
  for (const line of options) {
    if (!(await takeFromOptionStock(db, line.product_variation_option_id ?? 0, line.quantity))) throw outOfStock();
  }
  const products = [...lines].sort((a, b) => a.product_id - b.product_id);
  for (const line of products) {
    if (!(await takeFromProductStock(db, line.product_id, line.quantity))) throw outOfStock();
  }
}

/** Charges the order through the gateway; a declined card throws and so undoes the whole order. */
function charge(
  gateway: PaymentGateway,
  input: OrderDataValues,
  state: CartState,
  order: { orderId: number; totalCents: number; now: Date; createdAt: string },
): NewPayment {
  const base: NewPayment = {
    method: input.method,
    status: 'pending',
    amountCents: order.totalCents,
    installments: 1,
    installmentValueCents: order.totalCents,
    interestCents: 0,
    cardBrand: null,
    cardLast4: null,
    authorizationCode: null,
    digitableLine: null,
    barcode: null,
    dueDate: null,
    pixCopyPaste: null,
    pixTxid: null,
    expiresAt: null,
    createdAt: order.createdAt,
  };

  if (input.method === 'bank_slip') {
    const slip = gateway.issueBankSlip({ sequence: order.orderId, amountCents: order.totalCents, now: order.now });
    return { ...base, digitableLine: slip.digitableLine, barcode: slip.barcode, dueDate: slip.dueDate };
  }
  if (input.method === 'pix') {
    const pix = gateway.issuePix({
      reference: orderNumber(order.orderId),
      amountCents: order.totalCents,
      now: order.now,
    });
    return { ...base, pixCopyPaste: pix.copyPaste, pixTxid: pix.txid, expiresAt: pix.expiresAt.toISOString() };
  }

  const card = input.card;
  const plan = state.totals.installments?.[(card?.installments ?? 1) - 1];
  if (!card || !plan)
    throw ValidationError.withMessage('order_data.card.installments', CHECKOUT_MESSAGES.installments(1));
  const amountCents = Math.round(plan.total * 100);
  const result = gateway.chargeCard({
    number: card.number,
    brand: card.brand,
    amountCents,
    installments: card.installments,
  });
  if (!result.approved) throw ValidationError.withMessage('order_data.card.number', CHECKOUT_MESSAGES.declined);
  return {
    ...base,
    status: 'approved',
    amountCents,
    installments: card.installments,
    installmentValueCents: Math.round(plan.value * 100),
    interestCents: Math.round(plan.taxes * 100),
    cardBrand: card.brand,
    cardLast4: lastFour(card.number),
    authorizationCode: result.authorizationCode,
  };
}
