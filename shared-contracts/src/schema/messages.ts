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

/** Messages of the cart's calls that a schema checks. */
export const cartMessages = {
  productRequired: 'O campo produto é obrigatório.',
  productInteger: 'O campo produto deve ser um número inteiro.',
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
export const affiliateMessages = {
  productRequired: 'O campo produto é obrigatório.',
  productInteger: 'O campo produto deve ser um número inteiro.',
} as const;

/** Messages of the chat calls that a schema checks. */
export const chatMessages = {
  productRequired: 'O campo produto é obrigatório.',
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
