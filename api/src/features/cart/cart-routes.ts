import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AddToCartInput,
  Cart as CartSchema,
  CartSessionId,
  CartAddressInput,
  CartLineUpdateInput,
  CartShippingInput,
  CartUpdateResponse,
  cartMessages,
  CouponInput,
  MessageBody,
  ShippingQuotes,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { CART_LINE_MAX_QUANTITY } from 'shared-contracts/rules';
import { transaction } from '../../db/engine';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { requireAuth } from '../../plugins/session';
import { centsToReais } from '../../lib/money';
import { assertValidRequest } from '../../plugins/request-validation';
import { noStore } from '../../http/cache-control';
import { findUserAddress } from '../addresses/address-repository';
import {
  addToLine,
  clearShippingChoices,
  deleteLine,
  findCartOption,
  findCartRow,
  findCartProduct,
  lineQuantity,
  lockCart,
  parseCartItemKey,
  saveShippingChoice,
  sellerOfProduct,
  setCartAddress,
  setCartCoupon,
  setCartSessionId,
  setLineQuantity,
} from './cart-repository';
import { availableStock, loadCartState, unitPriceCents, type CartState } from './cart-state';
import { buildCart, type Cart } from './cart-view';
import { COUPON_MESSAGES, checkCoupon, findCouponByCode } from './coupons';
import { CUSTOMERS_ONLY_MESSAGE, requireCustomer } from './customer-guard';
import { sameHash, shippingSecret } from './shipping-hash';
import { quoteView } from './shipping-quotes';

export const MAX_QUANTITY_PER_LINE = CART_LINE_MAX_QUANTITY;

export const CART_MESSAGES = {
  added: 'Produto adicionado ao carrinho.',
  customersOnly: CUSTOMERS_ONLY_MESSAGE,
  productRequired: cartMessages.productRequired,
  productInteger: cartMessages.productInteger,
  productInvalid: 'O produto selecionado é inválido.',
  optionInteger: cartMessages.optionInteger,
  optionInvalid: 'A opção selecionada é inválida.',
  chooseOption: (variation: string) => `Escolha uma opção de ${variation}.`,
  quantityRequired: cartMessages.quantityRequired,
  quantityInteger: cartMessages.quantityInteger,
  quantityMin: cartMessages.quantityMin,
  quantityMax: cartMessages.quantityMax,
  outOfStock: 'Quantidade indisponível em estoque.',
  lineLimit: `Você pode levar no máximo ${MAX_QUANTITY_PER_LINE} unidades de cada produto.`,
  addressRequired: cartMessages.addressRequired,
  addressInteger: cartMessages.addressInteger,
  addressInvalid: 'O endereço selecionado é inválido.',
  addressUpdated: 'Endereço de entrega atualizado.',
  chooseAddress: 'Escolha um endereço de entrega.',
  hashsRequired: cartMessages.hashsRequired,
  hashsInvalid: cartMessages.hashsInvalid,
  sellerNotInCart: 'Este vendedor não está no seu carrinho.',
  quoteInvalid: 'A opção de entrega escolhida é inválida ou expirou. Faça a cotação novamente.',
  shippingUpdated: 'Forma de entrega atualizada.',
  itemKeyRequired: cartMessages.itemKeyRequired,
  itemNotInCart: cartMessages.itemNotInCart,
  countRequired: cartMessages.countRequired,
  countInvalid: cartMessages.countInvalid,
  emptyCart: 'Seu carrinho está vazio.',
} as const;

/** Id of the fraud-prevention script's account; configured per deployment. */
export function fraudAppId(): string {
  return process.env.FRAUD_APP_ID || 'marketplace-sandbox';
}

/** The Cart answer of a state. */
export function cartResponse(state: CartState): Cart {
  return buildCart(state.lines, state.address, state.adjustments, state.conditions);
}

const tags = ['carrinho'];
const denied = { 401: MessageBody, 403: MessageBody };
const confirmed = { 200: MessageBody, ...denied, 422: ValidationErrorBody };

export async function cartRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.kysely;
  // The key that signs shipping quotes is made on the first start and kept in the database.
  const secret = await shippingSecret(db);

  // Bodies are checked once the caller is known to be a customer (guests 401, affiliates 403).
  const checkedInHandler = { preHandler: requireAuth, config: { validation: 'handler' as const } };

  const addSchema = {
    tags,
    summary: 'Põe um produto no carrinho',
    body: AddToCartInput,
    response: confirmed,
  };
  app.post('/api/cart/add', { ...checkedInHandler, schema: addSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const { body } = request;
    const input = {
      productId: body.product_id,
      optionId: body.product_variation_option_id ?? null,
      quantity: body.quantity,
    };

    await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      const product = input.productId > 0 ? await findCartProduct(trx, input.productId) : undefined;
      if (!product) throw ValidationError.withMessage('product_id', CART_MESSAGES.productInvalid);

      let stock = product.stock;
      if (product.variation_id === null) {
        if (input.optionId !== null) {
          throw ValidationError.withMessage('product_variation_option_id', CART_MESSAGES.optionInvalid);
        }
      } else {
        if (input.optionId === null) {
          throw ValidationError.withMessage(
            'product_variation_option_id',
            CART_MESSAGES.chooseOption(product.variation_name ?? 'variação'),
          );
        }
        const option = await findCartOption(trx, product.variation_id, input.optionId);
        if (!option) throw ValidationError.withMessage('product_variation_option_id', CART_MESSAGES.optionInvalid);
        stock = option.stock;
      }

      const wanted = (await lineQuantity(trx, userId, product.id, input.optionId)) + input.quantity;
      if (wanted > stock) throw ValidationError.withMessage('quantity', CART_MESSAGES.outOfStock);
      if (wanted > MAX_QUANTITY_PER_LINE) throw ValidationError.withMessage('quantity', CART_MESSAGES.lineLimit);
      await addToLine(trx, userId, product.id, input.optionId, input.quantity);
      // The seller's quotes were made for other contents.
      const sellerId = await sellerOfProduct(trx, product.id);
      if (sellerId !== undefined) await clearShippingChoices(trx, userId, sellerId);
    });

    noStore(reply);
    return { message: CART_MESSAGES.added };
  });

  const cartSchema = {
    tags,
    summary: 'O carrinho agrupado por vendedor, com totais e parcelas',
    response: { 200: CartSchema, ...denied },
  };
  app.get('/api/cart', { preHandler: requireAuth, schema: cartSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    const state = await loadCartState(db, secret, userId);
    // A coupon that no longer applies (expired, minimum no longer reached) leaves the cart.
    if (state.coupon && state.couponCheck && !state.couponCheck.ok) await setCartCoupon(db, userId, null);
    noStore(reply);
    return cartResponse(state);
  });

  const addressSchema = {
    tags,
    summary: 'Escolhe o endereço de entrega (as cotações anteriores deixam de valer)',
    body: CartAddressInput,
    response: confirmed,
  };
  app.post('/api/cart/update-address', { ...checkedInHandler, schema: addressSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const addressId = request.body.address_id;

    await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      if (addressId <= 0 || !(await findUserAddress(trx, userId, addressId))) {
        throw ValidationError.withMessage('address_id', CART_MESSAGES.addressInvalid);
      }
      if ((await findCartRow(trx, userId))?.address_id !== addressId) {
        await setCartAddress(trx, userId, addressId);
        // Quotes were made for the previous destination.
        await clearShippingChoices(trx, userId);
      }
    });

    noStore(reply);
    return { message: CART_MESSAGES.addressUpdated };
  });

  const quoteSchema = {
    tags,
    summary: 'Cota a entrega de cada vendedor para o endereço escolhido',
    response: { 200: ShippingQuotes, ...denied, 422: ValidationErrorBody },
  };
  app.post('/api/cart/quote', { preHandler: requireAuth, schema: quoteSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    const state = await loadCartState(db, secret, userId);
    if (state.lines.length > 0 && !state.address) {
      throw ValidationError.withMessage('address_id', CART_MESSAGES.chooseAddress);
    }
    const quotes: ShippingQuotes = {};
    for (const part of state.parts) {
      quotes[String(part.sellerId)] = part.options.map((option) => ({ hash: option.hash, ...quoteView(option) }));
    }
    noStore(reply);
    return quotes;
  });

  const shippingSchema = {
    tags,
    summary: 'Escolhe a forma de entrega de cada vendedor (erros em hashs.{vendedor})',
    body: CartShippingInput,
    response: confirmed,
  };
  app.post('/api/cart/update-shipping', { ...checkedInHandler, schema: shippingSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const entries = Object.entries(request.body.hashs);

    await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      const state = await loadCartState(trx, secret, userId);
      if (state.lines.length === 0) throw ValidationError.withMessage('hashs', CART_MESSAGES.emptyCart);
      if (!state.address) throw ValidationError.withMessage('address_id', CART_MESSAGES.chooseAddress);

      const errors: FieldErrors = {};
      const chosen: { sellerId: number; code: string; hash: string }[] = [];
      for (const [key, hash] of entries) {
        const part = /^\d{1,15}$/.test(key) ? state.parts.find((p) => p.sellerId === Number(key)) : undefined;
        if (!part) {
          errors[`hashs.${key}`] = [CART_MESSAGES.sellerNotInCart];
          continue;
        }
        const option =
          typeof hash === 'string' && hash.length <= 200
            ? part.options.find((candidate) => sameHash(candidate.hash, hash))
            : undefined;
        if (!option) {
          errors[`hashs.${key}`] = [CART_MESSAGES.quoteInvalid];
          continue;
        }
        chosen.push({ sellerId: part.sellerId, code: option.code, hash: option.hash });
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      for (const choice of chosen) await saveShippingChoice(trx, userId, choice.sellerId, choice.code, choice.hash);
    });

    noStore(reply);
    return { message: CART_MESSAGES.shippingUpdated };
  });

  const updateSchema = {
    tags,
    summary: 'Soma ou tira uma unidade de um item (a zero, o item sai do carrinho)',
    body: CartLineUpdateInput,
    response: { 200: CartUpdateResponse, ...denied, 422: ValidationErrorBody },
  };
  app.post('/api/cart/update', { ...checkedInHandler, schema: updateSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const { count } = request.body;
    // The schema checked the key's shape; ids beyond a safe integer match no line.
    const key = parseCartItemKey(request.body.item_key.trim());
    if (!key) throw ValidationError.withMessage('item_key', CART_MESSAGES.itemNotInCart);

    const result = await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      const state = await loadCartState(trx, secret, userId);
      const line = state.lines.find(
        (candidate) => candidate.product_id === key.productId && candidate.product_variation_option_id === key.optionId,
      );
      if (!line) throw ValidationError.withMessage('item_key', CART_MESSAGES.itemNotInCart);

      const quantity = line.quantity + count;
      if (count > 0) {
        if (quantity > availableStock(line)) throw ValidationError.withMessage('count', CART_MESSAGES.outOfStock);
        if (quantity > MAX_QUANTITY_PER_LINE) throw ValidationError.withMessage('count', CART_MESSAGES.lineLimit);
      }
      // The seller's quotes were made for the previous contents.
      await clearShippingChoices(trx, userId, line.seller_id);
      if (quantity > 0) {
        await setLineQuantity(trx, userId, line.product_id, line.product_variation_option_id, quantity);
        return {};
      }
      await deleteLine(trx, userId, line.product_id, line.product_variation_option_id);
      return {
        removed: {
          product: { id: line.product_id, name: line.name },
          price: centsToReais(unitPriceCents(line)),
          product_category: line.category_name === null ? null : { name: line.category_name },
          product_variation_option: line.option_name === null ? null : { name: line.option_name },
        },
      };
    });

    noStore(reply);
    return result;
  });

  const couponSchema = {
    tags,
    summary: 'Aplica um cupom ao carrinho',
    body: CouponInput,
    response: confirmed,
  };
  app.post('/api/cart/coupon-validate', { ...checkedInHandler, schema: couponSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const raw = request.body.code;

    await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      const coupon = await findCouponByCode(trx, raw);
      if (!coupon) throw ValidationError.withMessage('code', COUPON_MESSAGES.invalid);
      const state = await loadCartState(trx, secret, userId);
      if (state.lines.length === 0) throw ValidationError.withMessage('code', COUPON_MESSAGES.emptyCart);
      const check = checkCoupon(coupon, state.subtotalCents, new Date());
      if (!check.ok) throw ValidationError.withMessage('code', check.message);
      await setCartCoupon(trx, userId, coupon.id);
    });

    noStore(reply);
    return { message: COUPON_MESSAGES.applied };
  });

  const sessionSchema = {
    tags,
    summary: 'Conta e sessão do script antifraude do checkout',
    response: { 200: CartSessionId, ...denied },
  };
  app.get('/api/cart/sessionid', { preHandler: requireAuth, schema: sessionSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    const sessionId = await transaction(db, async (trx) => {
      await lockCart(trx, userId);
      const current = (await findCartRow(trx, userId))?.session_id;
      if (current) return current;
      const created = randomBytes(16).toString('hex');
      await setCartSessionId(trx, userId, created);
      return created;
    });
    noStore(reply);
    return { appId: fraudAppId(), sessionId };
  });
}
