import { ensureDebianProgram } from './debian-package.js';

/** How every run here starts Chromium: as root, without a GPU, and quiet on the network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
