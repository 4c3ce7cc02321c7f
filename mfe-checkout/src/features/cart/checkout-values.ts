import { currentAuth, type Cart, type OrderData, type PaymentMethod, type User } from 'shared-contracts';
import { detectCardBrand, digitsOnly, isCardNumber, isValidCpf, minExpiryMonth } from 'shared-contracts/forms';

/** What the invoice fields hold: digits only, the masks draw the punctuation. */
export interface InvoiceValues {
  document: string;
  phone: string;
  cellphone: string;
}

export interface CardValues {
  /** Digits only. */
  number: string;
  name: string;
  /** '01'…'12', or '' when none is chosen. */
  month: string;
  /** 'YYYY', or '' when none is chosen. */
  year: string;
  cvv: string;
  installments: number;
}

export interface CheckoutValues {
  method: PaymentMethod;
  invoice: InvoiceValues;
  card: CardValues;
}

/** The fields a message can point at; shipping fields are 'shipping-<seller id>'. */
export type CheckoutField =
  | 'address'
  | `shipping-${string}`
  | keyof InvoiceValues
  | 'cardNumber'
  | 'cardName'
  | 'cardMonth'
  | 'cardYear'
  | 'cardCvv';

export interface FieldProblem {
  field: CheckoutField;
  message: string;
}

export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const PAYMENT_METHODS: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'credit_card', label: 'Cartão de Crédito' },
  { value: 'bank_slip', label: 'Boleto' },
  { value: 'pix', label: 'Pix' },
];

export const CHECKOUT_TEXT = {
  chooseAddress: 'Escolha um endereço de entrega.',
  chooseShipping: (seller: string) => `Escolha uma opção de entrega para os produtos de ${seller}.`,
  invalidCpf: 'Informe um CPF válido.',
  invalidPhone: 'Informe um telefone válido com DDD.',
  invalidCellphone: 'Informe um celular válido com DDD.',
  invalidCardNumber: 'Informe um número de cartão válido.',
  cardName: 'Informe o nome impresso no cartão.',
  cardMonth: 'Escolha o mês de validade.',
  cardYear: 'Escolha o ano de validade.',
  cardExpired: 'A validade do cartão já passou.',
  cardCvv: 'Informe o código de segurança (CVV).',
  cardCvvAmex: 'Informe os 4 dígitos do código de segurança.',
  /** Spec §8: checkout failure with status 422 or 500. */
  checkPayment: 'Por favor, verifique os dados do pagamento novamente.',
  /** Spec §8: any other checkout failure. */
  paymentError: 'Erro ao processar o pagamento. Entre em contato com o suporte.',
  fixFields: 'Verifique os campos destacados:',
} as const;

export function emptyCard(): CardValues {
  return { number: '', name: '', month: '', year: '', cvv: '', installments: 1 };
}

export function invoiceFromUser(user: User | null): InvoiceValues {
  return {
    document: digitsOnly(user?.document ?? ''),
    phone: digitsOnly(user?.phone ?? ''),
    cellphone: digitsOnly(user?.cellphone ?? ''),
  };
}

/** Defaults of spec §4 (credit card, one installment); invoice data of the signed-in user. */
export function initialCheckoutValues(): CheckoutValues {
  return { method: 'credit_card', invoice: invoiceFromUser(currentAuth().user), card: emptyCard() };
}

interface ValidationInput {
  values: CheckoutValues;
  selectedAddressId: number | null;
  /** Every seller of the cart, in the order shown. */
  sellers: ReadonlyArray<{ id: number; name: string }>;
  selectedShipping: Record<string, string>;
  now: Date;
}

/** Every problem of the checkout, in the order of the page. Empty when it may be sent. */
export function validateCheckout({
  values,
  selectedAddressId,
  sellers,
  selectedShipping,
  now,
}: ValidationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: CheckoutField, message: string) => problems.push({ field, message });

  if (selectedAddressId === null) add('address', CHECKOUT_TEXT.chooseAddress);
  for (const seller of sellers) {
    if (!selectedShipping[String(seller.id)]) add(`shipping-${seller.id}`, CHECKOUT_TEXT.chooseShipping(seller.name));
  }

  const { invoice, card } = values;
  if (!isValidCpf(invoice.document)) add('document', CHECKOUT_TEXT.invalidCpf);
  if (invoice.phone !== '' && digitsOnly(invoice.phone).length !== 10) add('phone', CHECKOUT_TEXT.invalidPhone);
  if (digitsOnly(invoice.cellphone).length !== 11) add('cellphone', CHECKOUT_TEXT.invalidCellphone);

  if (values.method === 'credit_card') {
    if (!isCardNumber(card.number)) add('cardNumber', CHECKOUT_TEXT.invalidCardNumber);
    if (card.name.trim() === '') add('cardName', CHECKOUT_TEXT.cardName);
    if (card.month === '') add('cardMonth', CHECKOUT_TEXT.cardMonth);
    else if (card.year !== '' && Number(card.month) < minExpiryMonth(Number(card.year), now)) {
      add('cardMonth', CHECKOUT_TEXT.cardExpired);
    }
    if (card.year === '') add('cardYear', CHECKOUT_TEXT.cardYear);
    const amex = detectCardBrand(card.number) === 'amex';
    if (amex && card.cvv.length !== 4) add('cardCvv', CHECKOUT_TEXT.cardCvvAmex);
    else if (!amex && (card.cvv.length < 3 || card.cvv.length > 4)) add('cardCvv', CHECKOUT_TEXT.cardCvv);
  }
  return problems;
}

/** Spec §3 OrderData: card data only when paying by card. */
export function buildOrderData(values: CheckoutValues): OrderData {
  const card =
    values.method === 'credit_card'
      ? {
          number: digitsOnly(values.card.number),
          name: values.card.name.trim(),
          year: values.card.year,
          month: values.card.month,
          cvv: values.card.cvv,
          installments: values.card.installments,
        }
      : { number: '', name: '', year: '', month: '', cvv: '', installments: 1 };
  return {
    method: values.method,
    card,
    customer: {
      document: digitsOnly(values.invoice.document),
      phone: digitsOnly(values.invoice.phone),
      cellphone: digitsOnly(values.invoice.cellphone),
    },
  };
}

/** The installment options of the cart; 'A vista' alone when the cart has none. */
export function installmentOptions(cart: Cart) {
  if (cart.installments && cart.installments.length > 0) {
    return [...cart.installments].sort((a, b) => a.number - b.number);
  }
  return [{ number: 1, value: cart.total, total: cart.total, taxes: 0 }];
}
