/** Past conversations of the demo customer with two stores, replies written by the stores. */

export interface SeedChatMessage {
  sender: 'customer' | 'store';
  body: string;
  /** Days and hours before the database was created. */
  daysAgo: number;
  hour: number;
  /** Whether the customer has read it (store messages only). */
  read: boolean;
}

export interface SeedConversation {
  customerEmail: string;
  storeName: string;
  messages: readonly SeedChatMessage[];
}

export const chatConversations: readonly SeedConversation[] = [
  {
    customerEmail: 'cliente@demo.com.br',
    storeName: 'TechMix Eletrônicos',
    messages: [
      {
        sender: 'customer',
        body: 'Boa tarde! Esse produto tem garantia? É nacional ou importado?',
        daysAgo: 12,
        hour: 14,
        read: true,
      },
      {
        sender: 'store',
        body: 'Boa tarde, Mariana! Todos os nossos produtos são nacionais, vendidos com nota fiscal e 12 meses de garantia do fabricante. Qualquer dúvida, é só chamar.',
        daysAgo: 12,
        hour: 16,
        read: true,
      },
      { sender: 'customer', body: 'Perfeito, obrigada pelo retorno!', daysAgo: 12, hour: 17, read: true },
    ],
  },
  {
    customerEmail: 'cliente@demo.com.br',
    storeName: 'Casa Bella Utilidades',
    messages: [
      {
        sender: 'customer',
        body: 'Olá! Se eu escolher retirar na loja, posso buscar no sábado?',
        daysAgo: 3,
        hour: 10,
        read: true,
      },
      {
        sender: 'store',
        body: 'Olá, Mariana! Pode sim: a retirada é na Avenida do Contorno, 6061, na Savassi, de segunda a sábado, das 9h às 18h. Assim que o pedido estiver separado, avisamos por e-mail.',
        daysAgo: 3,
        hour: 11,
        read: true,
      },
      {
        sender: 'store',
        body: 'Se preferir, também separamos uma unidade no seu nome até sexta-feira. É só confirmar por aqui.',
        daysAgo: 2,
        hour: 9,
        read: false,
      },
    ],
  },
];
