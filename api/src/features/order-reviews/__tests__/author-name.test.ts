import { authorName } from '../review-repository';

describe('authorName', () => {
  it.each`
    name                              | signature
    ${'Mariana Souza'}                | ${'Mariana S.'}
    ${'  ana   maria   de oliveira '} | ${'ana O.'}
    ${'Cher'}                         | ${'Cher'}
    ${''}                             | ${'Cliente'}
  `('signs $name as $signature', ({ name, signature }: { name: string; signature: string }) => {
    expect(authorName(name)).toBe(signature);
  });
});
