/**
 * Mask patterns in IMask syntax ('0' is any digit), for react-imask in the screens.
 * The spec writes them with '#': CPF ###.###.###-##, phone (##) ####-####, cellphone (##) #####-####.
 */
export const MASKS = {
  cpf: '000.000.000-00',
  phone: '(00) 0000-0000',
  cellphone: '(00) 00000-0000',
  zipCode: '00000-000',
  /** American Express: 4-6-5 groups. */
  cardAmex: '0000 000000 00000',
  /** Every other brand: 4-4-4-4 groups. */
  cardDefault: '0000 0000 0000 0000',
  cvv: '0000',
  expiryMonth: '00',
} as const;

export { digitsOnly, isValidCpf } from '../rules/documents';
