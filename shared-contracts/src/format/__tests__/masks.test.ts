import IMask from 'imask';
import { MASKS, digitsOnly, isValidCpf } from '../masks';

const pipe = (value: string, mask: string): string => IMask.pipe(value, { mask });

describe('MASKS through IMask', () => {
  it('C-05 CPF ###.###.###-##', () => {
    expect(MASKS.cpf).toBe('000.000.000-00');
    expect(pipe('12345678909', MASKS.cpf)).toBe('123.456.789-09');
    expect(pipe('123456789091234', MASKS.cpf)).toBe('123.456.789-09');
    expect(pipe('abc123', MASKS.cpf)).toBe('123');
  });

  it('C-05 Telefone (##) ####-####', () => {
    expect(MASKS.phone).toBe('(00) 0000-0000');
    expect(pipe('1134567890', MASKS.phone)).toBe('(11) 3456-7890');
    expect(pipe('113456789012', MASKS.phone)).toBe('(11) 3456-7890');
  });

  it('C-05 Celular (##) #####-####', () => {
    expect(MASKS.cellphone).toBe('(00) 00000-0000');
    expect(pipe('11987654321', MASKS.cellphone)).toBe('(11) 98765-4321');
  });

  it('C-07 American Express card number in 4-6-5 groups', () => {
    expect(pipe('378282246310005', MASKS.cardAmex)).toBe('3782 822463 10005');
    expect(pipe('3782822463100059999', MASKS.cardAmex)).toBe('3782 822463 10005');
  });

  it('C-07 other card numbers in 4-4-4-4 groups', () => {
    expect(pipe('4111111111111111', MASKS.cardDefault)).toBe('4111 1111 1111 1111');
    expect(pipe('41111111111111119', MASKS.cardDefault)).toBe('4111 1111 1111 1111');
  });

  it('C-09 CVV capped at 4 digits', () => {
    expect(pipe('123', MASKS.cvv)).toBe('123');
    expect(pipe('123456', MASKS.cvv)).toBe('1234');
    expect(pipe('1a2b', MASKS.cvv)).toBe('12');
  });

  it('C-08 expiry month at most 2 digits', () => {
    expect(pipe('123', MASKS.expiryMonth)).toBe('12');
  });

  it('zip code #####-###', () => {
    expect(pipe('01310100', MASKS.zipCode)).toBe('01310-100');
  });
});

describe('digitsOnly', () => {
  it('keeps only the digits', () => {
    expect(digitsOnly('123.456.789-09')).toBe('12345678909');
    expect(digitsOnly('(11) 98765-4321')).toBe('11987654321');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['12345678909', '123.456.789-09', '529.982.247-25', '11144477735', '935.411.347-80'])(
    'accepts the valid CPF %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['a wrong first check digit', '12345678919'],
    ['a wrong second check digit', '12345678900'],
    ['swapped check digits', '52998224752'],
    ['too short', '1234567890'],
    ['too long', '123456789091'],
    ['empty', ''],
    ['letters', 'abcdefghijk'],
  ])('refuses %s (%s)', (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['00000000000', '11111111111', '222.222.222-22', '99999999999'])(
    'refuses the all-same-digit CPF %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});
