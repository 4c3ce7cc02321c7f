import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => !!p,
);

/**
 * The browser of the end-to-end tests is Debian's Chromium (Playwright never downloads one).
 * Installs it with apt-get when it is missing and this user may; says how otherwise.
 */
export async function ensureChromium(): Promise<string> {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium não encontrado. Instale com: sudo apt-get install -y chromium (ou defina CHROMIUM_PATH).',
    );
  }
  console.log('Instalando o Chromium do Debian para os testes de ponta a ponta…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync('/usr/bin/chromium')) throw new Error('apt-get did not install /usr/bin/chromium');
  return '/usr/bin/chromium';
}
