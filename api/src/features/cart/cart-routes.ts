import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError, type FieldErrors } from '../../http/errors';
import { requireAuth, requireUserId } from '../../http/session';
import { USER_TYPE_AFFILIATE } from '../../lib/user-type';
import {
  addToLine,
  findCartOption,
  findCartProduct,
  findUserType,
  lineQuantity,
  listCartLines,
} from './cart-repository';
import { buildCart } from './cart-view';

export const MAX_QUANTITY_PER_LINE = 99;

export const CART_MESSAGES = {
  added: 'Produto adicionado ao carrinho.',
  customersOnly: 'Apenas clientes podem comprar.',
  productRequired: 'O campo produto é obrigatório.',
  productInteger: 'O campo produto deve ser um número inteiro.',
  productInvalid: 'O produto selecionado é inválido.',
  optionInteger: 'O campo opção deve ser um número inteiro.',
  optionInvalid: 'A opção selecionada é inválida.',
  chooseOption: (variation: string) => `Escolha uma opção de ${variation}.`,
  quantityRequired: 'O campo quantidade é obrigatório.',
  quantityInteger: 'O campo quantidade deve ser um número inteiro.',
  quantityMin: 'O campo quantidade deve ser pelo menos 1.',
  quantityMax: `O campo quantidade não pode ser superior a ${MAX_QUANTITY_PER_LINE}.`,
  outOfStock: 'Quantidade indisponível em estoque.',
  lineLimit: `Você pode levar no máximo ${MAX_QUANTITY_PER_LINE} unidades de cada produto.`,
} as const;

/** A whole number sent as a JSON number or as digits. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface AddToCartInput {
  productId: number;
  optionId: number | null;
  quantity: number;
}

function readAddToCart(body: unknown): AddToCartInput {
  const source =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};

  const productId = wholeNumber(source.product_id);
  if (isMissing(source.product_id)) errors.product_id = [CART_MESSAGES.productRequired];
  else if (productId === undefined) errors.product_id = [CART_MESSAGES.productInteger];

  const optionId = isMissing(source.product_variation_option_id)
    ? null
    : wholeNumber(source.product_variation_option_id);
  if (optionId === undefined) errors.product_variation_option_id = [CART_MESSAGES.optionInteger];

  const quantity = wholeNumber(source.quantity);
  if (isMissing(source.quantity)) errors.quantity = [CART_MESSAGES.quantityRequired];
  else if (quantity === undefined) errors.quantity = [CART_MESSAGES.quantityInteger];
  else if (quantity < 1) errors.quantity = [CART_MESSAGES.quantityMin];
  else if (quantity > MAX_QUANTITY_PER_LINE) errors.quantity = [CART_MESSAGES.quantityMax];

  if (Object.keys(errors).length > 0 || productId === undefined || optionId === undefined || quantity === undefined) {
    throw new ValidationError(errors);
  }
  return { productId, optionId, quantity };
}

/** Signed-in customers only: 401 for guests, 403 for affiliates. */
function requireCustomer(app: FastifyInstance, request: FastifyRequest): number {
  const userId = requireUserId(request);
  const userType = findUserType(app.db, userId);
  if (userType === undefined) throw new HttpError(401, 'Unauthenticated.');
  if (userType === USER_TYPE_AFFILIATE) throw new HttpError(403, CART_MESSAGES.customersOnly);
  return userId;
}

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/cart/add', { preHandler: requireAuth }, async (request, reply) => {
    const userId = requireCustomer(app, request);
    const input = readAddToCart(request.body);

    const add = app.db.transaction(() => {
      const product = input.productId > 0 ? findCartProduct(app.db, input.productId) : undefined;
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
        const option = findCartOption(app.db, product.variation_id, input.optionId);
        if (!option) throw ValidationError.withMessage('product_variation_option_id', CART_MESSAGES.optionInvalid);
        stock = option.stock;
      }

      const wanted = lineQuantity(app.db, userId, product.id, input.optionId) + input.quantity;
      if (wanted > stock) throw ValidationError.withMessage('quantity', CART_MESSAGES.outOfStock);
      if (wanted > MAX_QUANTITY_PER_LINE) throw ValidationError.withMessage('quantity', CART_MESSAGES.lineLimit);
      addToLine(app.db, userId, product.id, input.optionId, input.quantity);
    });
    add.immediate();

    reply.header('cache-control', 'no-store');
    return { message: CART_MESSAGES.added };
  });

  app.get('/api/cart', { preHandler: requireAuth }, async (request, reply) => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return buildCart(listCartLines(app.db, userId));
  });
}
