import { authorName } from '../review-rules';

describe('authorName', () => {
  it.each([
    ['Mariana Souza', 'Mariana S.'],
    ['  ana   maria   de oliveira ', 'ana O.'],
    ['Cher', 'Cher'],
    ['', 'Cliente'],
  ])('signs %j as %j', (name, expected) => {
    expect(authorName(name)).toBe(expected);
  });
});
