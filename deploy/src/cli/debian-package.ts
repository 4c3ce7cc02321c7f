import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianProgram {
  /** Where the program may already be, first found wins. */
  paths: string[];
  /** Looks for it where `paths` cannot say (e.g. under a version folder); tried after them. */
  locate?: () => string | undefined;
  /** The Debian package that installs it at one of `paths`. */
  packageName: string;
  /** What it is for, in the message printed while installing. */
  purpose: string;
}

function find(program: DebianProgram): string | undefined {
  return program.paths.find((candidate) => existsSync(candidate)) ?? program.locate?.();
}

/**
 * The path of a program from Debian's packages, installed with apt-get when it is missing and
 * this user may; otherwise an error that says how to install it.
 */
export function ensureDebianProgram(program: DebianProgram): string {
  const found = find(program);
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${program.packageName} não encontrado. Instale com: sudo apt-get install -y ${program.packageName}`,
    );
  }
  console.log(`Instalando ${program.packageName} do Debian ${program.purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Two test files may install at the same moment: the second waits for the first's lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', program.packageName], { stdio: 'inherit', env });
  const installed = find(program);
  if (installed === undefined) throw new Error(`apt-get did not install ${program.packageName}`);
  return installed;
}
