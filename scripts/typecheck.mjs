// Type-checks every workspace with its own tsconfig (strict everywhere), two at a time (one per
// core), incrementally: each keeps what it learned in node_modules/.cache/tsc-native, so a second
// run checks only what changed. The checker is TypeScript 7, the native compiler (about five times
// faster here than 5.9 on the same files and rules); TypeScript 5.9 stays the `typescript` package
// for the tools that need its compiler API (typescript-eslint, the federation type plugin).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc-native');
const workspaces = [
  'api',
  'deploy',
  'shell',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-affiliates',
  'ui',
  'shared-contracts',
];

/** Checks one workspace; its output is printed whole when it ends, so two never interleave. */
function check(workspace) {
  return new Promise((resolve) => {
    const args = [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cache, `${workspace}.tsbuildinfo`)];
    const child = spawn(process.execPath, [...args, '-p', path.join(root, workspace)], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`${code === 0 ? '✓' : '✗'} ${workspace}`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    let ok = true;
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) ok = (await check(workspace)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
