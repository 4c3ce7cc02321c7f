import { USER_TYPE_AFFILIATE, USER_TYPE_CUSTOMER } from '../../../lib/user-type';

export interface DemoAddress {
  name: string;
  zipCode: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  cityName: string;
  stateName: string;
}

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  /** CPF, digits only. */
  document: string;
  phone: string;
  cellphone: string;
  userType: number;
  addresses: readonly DemoAddress[];
}

/** Accounts shown on the login screen of the demo; documents and phones are digits only. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    name: 'Mariana Souza',
    email: 'cliente@demo.com.br',
    password: 'demo1234',
    document: '52998224725',
    phone: '1132456789',
    cellphone: '11987654321',
    userType: USER_TYPE_CUSTOMER,
    addresses: [
      {
        name: 'Casa',
        zipCode: '01304001',
        street: 'Rua Augusta',
        number: '1508',
        complement: 'Apto 42',
        neighborhood: 'Consolação',
        cityName: 'São Paulo',
        stateName: 'SP',
      },
      {
        name: 'Casa dos pais',
        zipCode: '30130003',
        street: 'Avenida Afonso Pena',
        number: '1212',
        complement: null,
        neighborhood: 'Centro',
        cityName: 'Belo Horizonte',
        stateName: 'MG',
      },
    ],
  },
  {
    name: 'Rafael Lima',
    email: 'afiliado@demo.com.br',
    password: 'demo1234',
    document: '16899535009',
    phone: '2135127788',
    cellphone: '21991234567',
    userType: USER_TYPE_AFFILIATE,
    addresses: [],
  },
  {
    name: 'Lucas Pereira',
    email: 'cliente2@demo.com.br',
    password: 'demo1234',
    document: '39053344705',
    phone: '4133224455',
    cellphone: '41998765432',
    userType: USER_TYPE_CUSTOMER,
    addresses: [
      {
        name: 'Casa',
        zipCode: '80020310',
        street: 'Rua XV de Novembro',
        number: '700',
        complement: 'Sala 3',
        neighborhood: 'Centro',
        cityName: 'Curitiba',
        stateName: 'PR',
      },
    ],
  },
];
