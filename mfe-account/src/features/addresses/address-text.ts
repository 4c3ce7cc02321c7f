import { type Address } from 'shared-contracts';
import { ADDRESS_LIMITS } from 'shared-contracts/forms';

/** Texts of the addresses screens that tests and several components share. */
export const ADDRESS_TEXT = {
  saved: 'Endereço salvo.',
  deleted: 'Endereço excluído.',
  saveFailed: 'Não foi possível salvar o endereço. Tente novamente.',
  deleteFailed: 'Não foi possível excluir o endereço. Tente novamente.',
  loadFailed: 'Não foi possível carregar seus endereços agora.',
  loadOneFailed: 'Não foi possível carregar este endereço agora.',
  empty: 'Você ainda não tem endereços cadastrados.',
  limitReached: `Você atingiu o limite de ${ADDRESS_LIMITS.perUser} endereços. Exclua um para cadastrar outro.`,
} as const;

/** 'Rua Augusta, 1508 - Apto 42' */
export function streetLine(address: Pick<Address, 'street' | 'number' | 'complement'>): string {
  const complement = address.complement?.trim();
  return `${address.street}, ${address.number}${complement ? ` - ${complement}` : ''}`;
}

/** 'São Paulo - SP' */
export function cityLine(address: Pick<Address, 'city_name' | 'state_name'>): string {
  return `${address.city_name} - ${address.state_name}`;
}
