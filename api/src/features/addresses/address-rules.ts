import { ADDRESS_LIMITS } from 'shared-contracts/rules';
import { BRAZILIAN_UFS, addressMessages, type AddressInput, type Uf } from 'shared-contracts/schema';
import type { AddressValues } from './address-repository';

export { BRAZILIAN_UFS, type Uf };

export const ADDRESS_MESSAGES = {
  notFound: 'Endereço não encontrado.',
  customersOnly: 'Apenas clientes têm endereços.',
  limit: `Você pode cadastrar até ${ADDRESS_LIMITS.perUser} endereços.`,
  ...addressMessages,
  inUse: 'Este endereço está em uso e não pode ser excluído.',
} as const;

/**
 * The values of a body its schema accepted, as they are kept: text trimmed (a blank complement is
 * none), the CEP's 8 digits, 'S/N' (no number) in any case or spacing as 'S/N', the UF in capitals.
 */
export function addressValues(body: AddressInput): AddressValues {
  const number = body.number.trim();
  const complement = body.complement?.trim();
  return {
    name: body.name.trim(),
    zip_code: body.zip_code.replace(/\D+/g, ''),
    street: body.street.trim(),
    number: /^s\s*\/?\s*n\.?$/i.test(number) ? 'S/N' : number,
    complement: complement ? complement : null,
    neighborhood: body.neighborhood.trim(),
    city_name: body.city_name.trim(),
    state_name: body.state_name.trim().toUpperCase() as Uf,
  };
}
