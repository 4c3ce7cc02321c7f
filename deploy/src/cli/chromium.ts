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
 * The browser of the benches: Debian's Chromium as a shopper runs it (package chromium, in its
 * headless mode), installed when it is missing; CHROMIUM_PATH names another.
 */
export async function ensureChromium(): Promise<string> {
  return debianChromium('chromium', ['/usr/bin/chromium', '/usr/bin/chromium-browser'], 'para as medições');
}

/** Where Debian installs the headless shell of the end-to-end tests. */
export const TEST_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end tests: Debian's Chromium headless shell (package
 * chromium-headless-shell, built from the same sources as chromium: the same Blink and V8, without
 * the windowed browser around them). The end-to-end step costs about a third less CPU in it than
 * in `chromium --headless` (536 against 790 busy core-seconds, same hour), on cores the tests share
 * with the site and the API. Playwright never downloads one: installed when it is missing, and
 * CHROMIUM_PATH names another (`/usr/bin/chromium` runs the tests in the full browser).
 */
export async function ensureTestChromium(): Promise<string> {
  return debianChromium('chromium-headless-shell', [TEST_CHROMIUM], 'para os testes de ponta a ponta');
}

/** A Chromium of Debian's packages: CHROMIUM_PATH when set, else where the package puts it. */
function debianChromium(packageName: string, paths: string[], purpose: string): string {
  const named = process.env.CHROMIUM_PATH;
  return ensureDebianProgram({ paths: named ? [named, ...paths] : paths, packageName, purpose });
}
