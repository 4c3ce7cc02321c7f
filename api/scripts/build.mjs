// Builds the API into dist/, and beside it the parts of the contract it imports: the shared
// validation rules and the JSON Schemas of its requests and answers.
//
// shared-contracts ships TypeScript sources, which tsx, jest and the bundlers read as they are;
// plain node, which runs dist/server.js, cannot. So those entries are compiled into
// dist/node_modules/shared-contracts, the first place node looks from dist/. The schemas import
// typebox, which node finds in the workspace's node_modules further up.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

for (const project of ['tsconfig.build.json', 'tsconfig.contracts.json']) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: apiDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = JSON.parse(readFileSync(path.join(apiDir, '../shared-contracts/package.json'), 'utf8'));
const compiled = {
  name: contracts.name,
  version: contracts.version,
  private: true,
  exports: { './rules': './src/rules/index.js', './schema': './src/schema/index.js' },
};
writeFileSync(
  path.join(apiDir, 'dist/node_modules/shared-contracts/package.json'),
  `${JSON.stringify(compiled, null, 2)}\n`,
);
