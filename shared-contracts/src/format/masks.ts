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

/** Only the digits of a masked value. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** CPF check digits (módulo 11). */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOnly(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}
