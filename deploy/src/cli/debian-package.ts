import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianProgram {
  /** Where the program may already be, first found wins. */
  paths: string[];
  /** The Debian package that installs it at one of `paths`. */
  packageName: string;
  /** What it is for, in the message printed while installing. */
  purpose: string;
}

/**
 * The path of a program from Debian's packages, installed with apt-get when it is missing and
 * this user may; otherwise an error that says how to install it.
 */
export function ensureDebianProgram(program: DebianProgram): string {
  const found = program.paths.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${program.packageName} não encontrado. Instale com: sudo apt-get install -y ${program.packageName}`,
    );
  }
  console.log(`Instalando ${program.packageName} do Debian ${program.purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', program.packageName], { stdio: 'inherit', env });
  const installed = program.paths.find((candidate) => existsSync(candidate));
  if (installed === undefined) throw new Error(`apt-get did not install ${program.packageName}`);
  return installed;
}
