import type { Address, UserResponse } from 'shared-contracts';

/** Test data shaped as the API sends it: the demo customer and her addresses. */

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

export const customer: UserResponse = {
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
  addresses: [casa, pais],
};

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` before now. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();
