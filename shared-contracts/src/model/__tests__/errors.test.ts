import { firstErrorPerField, isValidationErrorBody } from '../errors';

describe('firstErrorPerField', () => {
  it('H-03 C-04 keeps the first message of each field, in the order sent', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        name: ['O campo nome é obrigatório.', 'O nome é curto demais.'],
        email: ['O campo email deve ser um endereço válido.'],
      },
    };
    const result = firstErrorPerField(body);
    expect(result).toEqual({
      name: 'O campo nome é obrigatório.',
      email: 'O campo email deve ser um endereço válido.',
    });
    expect(Object.keys(result)).toEqual(['name', 'email']);
  });

  it('skips a field with no message', () => {
    expect(firstErrorPerField({ errors: { name: [], code: ['Cupom inválido'] } })).toEqual({ code: 'Cupom inválido' });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'Server Error'],
    ['an object without errors', { message: 'Server Error' }],
    ['errors as a string', { errors: 'bad' }],
    ['errors null', { errors: null }],
    ['a field whose messages are not a list', { errors: { name: 'obrigatório' } }],
    ['a field with a non-string message', { errors: { name: [1] } }],
  ])('gives no messages for %s', (_label, body) => {
    expect(firstErrorPerField(body)).toEqual({});
  });
});

describe('isValidationErrorBody', () => {
  it('accepts a Laravel 422 body', () => {
    expect(isValidationErrorBody({ message: 'x', errors: { email: ['a', 'b'] } })).toBe(true);
  });

  it('accepts a body whose errors map is empty', () => {
    expect(isValidationErrorBody({ errors: {} })).toBe(true);
  });

  it.each([
    undefined,
    null,
    42,
    'erro',
    {},
    { errors: null },
    { errors: 'x' },
    { errors: { email: 'x' } },
    { errors: { email: ['ok', 2] } },
    { errors: { email: ['ok'], name: null } },
  ])('refuses %p', (body) => {
    expect(isValidationErrorBody(body)).toBe(false);
  });
});
