import type { Address, UserResponse } from '../model/entities';

/**
 * The demo customer as the API sends her (`GET /api/user`) and her addresses, for the tests of
 * every app that shows them: one copy, so the screens are tested against the same person.
 */

export const casa: Address = {
  id: 10,
  name: 'Casa',
  street: 'Rua Augusta',
  number: '1508',
  complement: 'Apto 42',
  neighborhood: 'Consolação',
  city_name: 'São Paulo',
  state_name: 'SP',
  zip_code: '01304001',
};

/** A second address in another city (the customer's area lists and edits both). */
export const pais: Address = {
  id: 11,
  name: 'Casa dos pais',
  street: 'Avenida Afonso Pena',
  number: '1212',
  complement: null,
  neighborhood: 'Centro',
  city_name: 'Belo Horizonte',
  state_name: 'MG',
  zip_code: '30130003',
};

/** A second address in the same city (the cart's delivery choice). */
export const trabalho: Address = {
  id: 11,
  name: 'Trabalho',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city_name: 'São Paulo',
  state_name: 'SP',
  zip_code: '01310100',
};

/** Mariana Souza, the demo customer, signed in with the given addresses. */
export function demoCustomer(addresses: Address[]): UserResponse {
  return {
    user: {
      id: 1,
      name: 'Mariana Souza',
      email: 'cliente@demo.com.br',
      document: '52998224725',
      phone: '1132456789',
      cellphone: '11987654321',
      user_type: 1,
    },
    user_type: 1,
    addresses,
  };
}
