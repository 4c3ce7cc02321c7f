import { CART_LINE_MAX_QUANTITY } from '../rules/limits';

/** pt-BR validation messages in the wording of Laravel's Portuguese language pack. */
export const fieldMessages = {
  required: (attribute: string) => `O campo ${attribute} é obrigatório.`,
  string: (attribute: string) => `O campo ${attribute} deve ser uma string.`,
  email: (attribute: string) => `O campo ${attribute} deve ser um endereço de e-mail válido.`,
  boolean: (attribute: string) => `O campo ${attribute} deve ser verdadeiro ou falso.`,
  max: (attribute: string, max: number) => `O campo ${attribute} não pode ser superior a ${max} caracteres.`,
  invalidCharacters: (attribute: string) => `O campo ${attribute} contém caracteres inválidos.`,
};

/**
 * Characters a text field never holds: NUL and the other C0 controls except tab and line breaks,
 * plus unpaired UTF-16 surrogates.
 */
export const INVALID_TEXT_PATTERN =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/** local@domain.tld without spaces or a second "@" (surrounding blanks are trimmed by the API). */
export const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+\\s*$';

/** Messages of the address form's own rules. */
export const addressMessages = {
  zipDigits: 'O campo CEP deve ter 8 dígitos.',
  invalidUf: 'O campo estado deve ser uma UF válida.',
} as const;

/** Messages of a call's 'produto' field (the cart's, the affiliate area's, the chat's). */
const productFieldMessages = {
  productRequired: 'O campo produto é obrigatório.',
  productInteger: 'O campo produto deve ser um número inteiro.',
} as const;

/** Messages of the cart's calls that a schema checks. */
export const cartMessages = {
  ...productFieldMessages,
  optionInteger: 'O campo opção deve ser um número inteiro.',
  quantityRequired: 'O campo quantidade é obrigatório.',
  quantityInteger: 'O campo quantidade deve ser um número inteiro.',
  quantityMin: 'O campo quantidade deve ser pelo menos 1.',
  quantityMax: `O campo quantidade não pode ser superior a ${CART_LINE_MAX_QUANTITY}.`,
  hashsRequired: 'O campo opções de entrega é obrigatório.',
  hashsInvalid: 'O campo opções de entrega deve ser um objeto de vendedor para opção.',
  itemKeyRequired: 'O campo item é obrigatório.',
  itemNotInCart: 'Este item não está no seu carrinho.',
  countRequired: 'O campo quantidade é obrigatório.',
  countInvalid: 'O campo quantidade deve ser 1 ou -1.',
  addressRequired: 'O campo endereço é obrigatório.',
  addressInteger: 'O campo endereço deve ser um número inteiro.',
  couponRequired: 'O campo cupom é obrigatório.',
  couponTooLong: 'O campo cupom não pode ser superior a 40 caracteres.',
  couponInvalid: 'Cupom inválido.',
} as const;

/** Messages of the affiliate area's calls that a schema checks. */
export const affiliateMessages = productFieldMessages;

/** Messages of the chat calls that a schema checks. */
export const chatMessages = {
  productRequired: productFieldMessages.productRequired,
  product: 'O produto selecionado é inválido.',
} as const;

/** Messages of a product's delivery quote (its page's CEP box). */
export const productQuoteMessages = {
  zipCode: 'Informe um CEP válido com 8 dígitos.',
  unknownZip: 'Não encontramos este CEP. Confira os números e tente novamente.',
  quantity: 'Informe uma quantidade entre 1 e 99.',
  option: 'Escolha uma das opções do produto.',
} as const;

/** Messages of query parameters, in the wording of Laravel's Portuguese language pack. */
export const queryMessages = {
  integer: (attribute: string) => `O campo ${attribute} deve ser um número inteiro.`,
  integers: (attribute: string) => `O campo ${attribute} deve conter apenas números inteiros.`,
  numeric: (attribute: string) => `O campo ${attribute} deve ser um número.`,
  min: (attribute: string, min: number) => `O campo ${attribute} deve ser pelo menos ${min}.`,
  between: (attribute: string, min: number, max: number) => `O campo ${attribute} deve estar entre ${min} e ${max}.`,
  in: (attribute: string) => `O campo ${attribute} selecionado é inválido.`,
  gte: (attribute: string, other: string) => `O campo ${attribute} deve ser maior ou igual a ${other}.`,
  maxLength: (attribute: string, max: number) => `O campo ${attribute} não pode ser superior a ${max} caracteres.`,
  date: (attribute: string) => `O campo ${attribute} não é uma data válida.`,
  afterOrEqual: (attribute: string, other: string) =>
    `O campo ${attribute} deve ser uma data posterior ou igual a ${other}.`,
};

/** Messages of the personal data's own rules (CPF, phone numbers, the new password). */
export const profileMessages = {
  cpf: (attribute: string) => `O campo ${attribute} não é um CPF válido.`,
  digits: (attribute: string, digits: number) => `O campo ${attribute} deve ter ${digits} dígitos.`,
  min: (attribute: string, min: number) => `O campo ${attribute} deve ter pelo menos ${min} caracteres.`,
  confirmationMismatch: 'A confirmação da nova senha não confere.',
} as const;

/** Messages of the affiliate profile's own rules. */
export const affiliateProfileMessages = {
  pixTypeRequired: 'O campo tipo de chave Pix é obrigatório.',
  pixTypeInvalid: 'O campo tipo de chave Pix selecionado é inválido.',
  pixKeyRequired: 'O campo chave Pix é obrigatório.',
  pixCpf: 'A chave Pix deve ser um CPF válido.',
  pixEmail: 'A chave Pix deve ser um endereço de e-mail válido.',
  pixPhone: 'A chave Pix deve ser um celular com DDD (11 dígitos).',
  pixRandom: 'A chave Pix aleatória deve ter 32 caracteres hexadecimais ou o formato UUID.',
  requiredWith: (attribute: string, others: string) =>
    `O campo ${attribute} é obrigatório quando ${others} está presente.`,
  agency: 'O campo agência deve ter 4 dígitos, com dígito verificador opcional (0000-0).',
  account: 'O campo conta deve ter de 1 a 12 dígitos e o dígito verificador (00000-0).',
  url: 'O campo site deve ser uma URL válida.',
  instagram: 'O campo Instagram deve ser um nome de usuário válido (letras, números, ponto e sublinhado).',
} as const;

/** Messages of an order's reviews that a schema checks. */
export const reviewMessages = {
  none: 'Avalie pelo menos um produto.',
  unknownItem: 'O item selecionado não faz parte deste pedido.',
  rating: 'Escolha uma nota de 1 a 5 estrelas.',
} as const;

/** Messages of a refund request that a schema checks. */
export const refundMessages = {
  noItems: 'Escolha pelo menos um produto para devolver.',
  unknownItem: 'O item selecionado não faz parte deste pedido.',
  reason: 'Escolha o motivo da devolução.',
  method: 'Escolha como quer receber o reembolso.',
  pixKey: 'Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular ou chave aleatória.',
} as const;

/** Messages of the checkout's order data (payment method, card, customer) that a schema checks. */
export const orderDataMessages = {
  orderDataRequired: 'O campo dados do pedido é obrigatório.',
  methodRequired: 'O campo forma de pagamento é obrigatório.',
  methodInvalid: 'A forma de pagamento selecionada é inválida.',
  numberRequired: 'O campo número do cartão é obrigatório.',
  numberInvalid: 'O número do cartão é inválido.',
  brandUnknown: 'A bandeira deste cartão não é aceita.',
  nameRequired: 'O campo nome impresso no cartão é obrigatório.',
  nameMax: 'O campo nome impresso no cartão não pode ser superior a 60 caracteres.',
  monthRequired: 'O campo mês de validade é obrigatório.',
  monthInvalid: 'O mês de validade deve estar entre 01 e 12.',
  yearRequired: 'O campo ano de validade é obrigatório.',
  yearInvalid: 'O ano de validade é inválido.',
  expired: 'O cartão está vencido.',
  cvvRequired: 'O campo CVV é obrigatório.',
  cvvDigits: (digits: number) => `O CVV deve ter ${digits} dígitos.`,
  installmentsRequired: 'O campo parcelas é obrigatório.',
  installmentsInvalid: (max: number) =>
    max <= 1 ? 'Este valor só pode ser pago à vista.' : `Escolha entre 1 e ${max} parcelas.`,
} as const;

/** Messages of the shell's health beacons (`POST /api/beacons`, answered 400) and of their reading. */
export const beaconMessages = {
  invalid: 'O beacon enviado é inválido.',
  apps: 'O campo apps deve dar a versão de pelo menos um app conhecido (shell, catalog, checkout, account, affiliates).',
  version: (max: number) =>
    `A versão deve ter até ${max} caracteres, entre letras, dígitos, ponto, hífen e sublinhado.`,
  events: (max: number) => `O campo events deve ter de 1 a ${max} eventos.`,
  event: 'O evento é inválido: confira o tipo, o app, o nome da métrica e o seu valor.',
  eventApp: 'O app do evento não está em apps.',
  since: 'O campo since deve ser uma data e hora ISO 8601 com fuso (2025-01-31T12:00:00Z).',
} as const;
