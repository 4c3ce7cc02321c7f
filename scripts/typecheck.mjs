// Type-checks every workspace with its own tsconfig (strict everywhere).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const workspaces = [
  'shared-contracts',
  'ui',
  'shell',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-affiliates',
  'api',
  'deploy',
];
let failed = false;
for (const workspace of workspaces) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(root, workspace)], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✓' : '✗'} ${workspace}`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
