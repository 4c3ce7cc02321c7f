import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MessageBody, PathParam, ProductShippingQuote, QueryValue, ValidationErrorBody } from 'shared-contracts/schema';
import { HttpError, ValidationError, type FieldErrors } from '../../http/errors';
import { centsToReais } from '../../lib/money';
import { PRODUCT_QUOTE_MESSAGES, quoteProduct } from './product-quote';
import { stateOfCep } from './shipping-quotes';

const ID = /^[1-9]\d{0,15}$/;

function one(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * GET /api/products/:id/shipping?zip_code=&quantity=&option_id=: the delivery options of a product
 * on its page, for guests too, quoted as the cart quotes them (carrier, service, working days,
 * price, and store pickup where the seller offers it).
 */
export async function productQuoteRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['catálogo'],
    summary: 'Opções de entrega de um produto para um CEP (também para visitantes)',
    params: Type.Object({ id: PathParam('Id do produto') }),
    querystring: Type.Object({
      zip_code: Type.Optional(QueryValue('CEP, 8 dígitos (com ou sem máscara)')),
      quantity: Type.Optional(QueryValue('1 a 99, padrão 1')),
      option_id: Type.Optional(QueryValue('Opção da variação, quando houver')),
    }),
    response: { 200: ProductShippingQuote, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.get('/api/products/:id/shipping', { schema }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const errors: FieldErrors = {};
    const zip = (one(query.zip_code) ?? '').replace(/\D+/g, '');
    if (zip.length !== 8) errors.zip_code = [PRODUCT_QUOTE_MESSAGES.zipCode];
    else if (stateOfCep(zip) === null) errors.zip_code = [PRODUCT_QUOTE_MESSAGES.unknownZip];
    const rawQuantity = one(query.quantity) ?? '1';
    const quantity = /^\d{1,2}$/.test(rawQuantity) ? Number(rawQuantity) : NaN;
    if (!(quantity >= 1 && quantity <= 99)) errors.quantity = [PRODUCT_QUOTE_MESSAGES.quantity];
    const rawOption = one(query.option_id);
    const optionId = rawOption === undefined || rawOption === '' ? null : ID.test(rawOption) ? Number(rawOption) : NaN;
    if (Number.isNaN(optionId)) errors.option_id = [PRODUCT_QUOTE_MESSAGES.option];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const productId = ID.test(request.params.id) ? Number(request.params.id) : NaN;
    const quote = Number.isSafeInteger(productId)
      ? quoteProduct(app.db, { productId, optionId, quantity, zipCode: zip })
      : undefined;
    if (!quote) throw new HttpError(404, 'Produto não encontrado.');
    reply.header('cache-control', 'public, max-age=300');
    return {
      zip_code: zip,
      quantity,
      options: quote.options.map((option) => ({
        carrier: option.carrier,
        shippingServiceName: option.service,
        deliveryTime: option.deliveryTime,
        price: centsToReais(option.priceCents),
        gateway: option.gateway,
        address: option.address,
      })),
    };
  });
}
