import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Address, AddressInput, MessageBody, PathParam, ValidationErrorBody } from 'shared-contracts/schema';
import { noContent } from '../../http/route-schemas';
import { assertValidRequest } from '../../plugins/request-validation';
import { HttpError, MESSAGES, ValidationError } from '../../http/errors';
import { requireAuth, requireUserId } from '../../plugins/session';
import { USER_TYPE_CUSTOMER } from '../../lib/user-type';
import { noStore } from '../../http/cache-control';
import {
  deleteUserAddress,
  findUserAddress,
  findUserType,
  insertAddress,
  listUserAddresses,
  updateUserAddress,
  type AddressRecord,
} from './address-repository';
import { ADDRESS_LIMITS } from 'shared-contracts/rules';
import { ADDRESS_MESSAGES, addressValues } from './address-rules';

// Ids are positive integers that SQLite can hold; anything else cannot name an address.
const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The signed-in customer's id: 401 for guests, 403 for affiliates. */
async function customerId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const userId = requireUserId(request);
  const userType = await findUserType(app.kysely, userId);
  if (userType === undefined) throw new HttpError(401, MESSAGES.unauthenticated);
  if (userType !== USER_TYPE_CUSTOMER) throw new HttpError(403, ADDRESS_MESSAGES.customersOnly);
  return userId;
}

/** The :id of the route; an id that is not a number is answered like an unknown one. */
function addressId(request: FastifyRequest): number {
  const raw = (request.params as { id?: unknown }).id;
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, ADDRESS_MESSAGES.notFound);
  return id;
}

function found(address: AddressRecord | undefined): AddressRecord {
  if (!address) throw new HttpError(404, ADDRESS_MESSAGES.notFound);
  return address;
}

const tags = ['endereços'];
const denied = { 401: MessageBody, 403: MessageBody };
const addressParams = Type.Object({ id: PathParam('Id do endereço') });

/** The signed-in customer's delivery addresses. */
export async function addressRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireAuth };

  const listSchema = {
    tags,
    summary: 'Endereços de entrega do cliente',
    response: { 200: Type.Array(Address), ...denied },
  };
  app.get('/api/addresses', { ...guarded, schema: listSchema }, async (request, reply) => {
    const userId = await customerId(app, request);
    noStore(reply);
    return listUserAddresses(app.kysely, userId);
  });

  const oneSchema = {
    tags,
    summary: 'Um endereço do cliente',
    params: addressParams,
    response: { 200: Address, ...denied, 404: MessageBody },
  };
  app.get('/api/addresses/:id', { ...guarded, schema: oneSchema }, async (request, reply) => {
    const userId = await customerId(app, request);
    const address = found(await findUserAddress(app.kysely, userId, addressId(request)));
    noStore(reply);
    return address;
  });

  const createSchema = {
    tags,
    summary: `Cadastra um endereço (até ${ADDRESS_LIMITS.perUser} por cliente)`,
    body: AddressInput,
    response: { 201: Address, ...denied, 422: ValidationErrorBody },
  };
  // The body is checked once the caller is known to be a customer (guests 401, affiliates 403).
  const checkedInHandler = { config: { validation: 'handler' as const } };

  app.post('/api/addresses', { ...guarded, ...checkedInHandler, schema: createSchema }, async (request, reply) => {
    const userId = await customerId(app, request);
    assertValidRequest(request);
    // The schema checked every rule.
    const values = addressValues(request.body);
    const address = await insertAddress(app.kysely, userId, values, ADDRESS_LIMITS.perUser);
    if (!address) throw ValidationError.withMessage('name', ADDRESS_MESSAGES.limit);
    noStore(reply);
    return reply.code(201).send(address);
  });

  const updateSchema = {
    tags,
    summary: 'Altera um endereço',
    params: addressParams,
    body: AddressInput,
    response: { 200: Address, ...denied, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.put('/api/addresses/:id', { ...guarded, ...checkedInHandler, schema: updateSchema }, async (request, reply) => {
    const userId = await customerId(app, request);
    const id = addressId(request);
    // Someone else's address is not found whatever the body holds, so its existence never leaks.
    found(await findUserAddress(app.kysely, userId, id));
    assertValidRequest(request);
    const values = addressValues(request.body);
    const address = found(await updateUserAddress(app.kysely, userId, id, values));
    noStore(reply);
    return address;
  });

  const deleteSchema = {
    tags,
    summary: 'Remove um endereço (409 se um carrinho o usa)',
    params: addressParams,
    response: { 204: noContent('Removido'), ...denied, 404: MessageBody, 409: MessageBody },
  };
  app.delete('/api/addresses/:id', { ...guarded, schema: deleteSchema }, async (request, reply) => {
    const userId = await customerId(app, request);
    const outcome = await deleteUserAddress(app.kysely, userId, addressId(request));
    if (outcome === 'not-found') throw new HttpError(404, ADDRESS_MESSAGES.notFound);
    if (outcome === 'in-use') throw new HttpError(409, ADDRESS_MESSAGES.inUse);
    return reply.code(204).send(null);
  });
}
