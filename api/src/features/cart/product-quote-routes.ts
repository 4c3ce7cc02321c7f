import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  MessageBody,
  PathParam,
  ProductQuoteQuery,
  ProductShippingQuote,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { PRODUCT_QUOTE_MESSAGES, quoteProduct } from './product-quote';
import { quoteView, stateOfCep } from './shipping-quotes';

const ID = /^[1-9]\d{0,15}$/;

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
    querystring: ProductQuoteQuery,
    response: { 200: ProductShippingQuote, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.get('/api/products/:id/shipping', { schema }, async (request, reply) => {
    const { zip_code: zipCode, quantity = 1, option_id: optionId } = request.query;
    const zip = zipCode.replace(/\D+/g, '');
    if (stateOfCep(zip) === null) throw ValidationError.withMessage('zip_code', PRODUCT_QUOTE_MESSAGES.unknownZip);

    const productId = ID.test(request.params.id) ? Number(request.params.id) : NaN;
    const quote = Number.isSafeInteger(productId)
      ? await quoteProduct(app.kysely, { productId, optionId: optionId ?? null, quantity, zipCode: zip })
      : undefined;
    if (!quote) throw new HttpError(404, 'Produto não encontrado.');
    reply.header('cache-control', 'public, max-age=300');
    return {
      zip_code: zip,
      quantity,
      options: quote.options.map(quoteView),
    };
  });
}
