import { ensureDebianProgram } from './debian-package.js';

/**
 * The browser of the end-to-end tests is Debian's Chromium (Playwright never downloads one),
 * installed when it is missing; CHROMIUM_PATH names another.
 */
export async function ensureChromium(): Promise<string> {
  return ensureDebianProgram({
    paths: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
      (p): p is string => !!p,
    ),
    packageName: 'chromium',
    purpose: 'para os testes de ponta a ponta',
  });
}
