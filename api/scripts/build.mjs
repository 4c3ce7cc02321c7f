// Builds the API into dist/, and beside it the parts of the contract it imports: the shared
// validation rules, the JSON Schemas of its requests and answers, the view token it verifies and the
// JSON object guard.
//
// swc only strips the types, file by file: the types are checked once, by `npm run typecheck`
// (the types step of `npm test`), not again on every build.
//
// shared-contracts ships TypeScript sources, which tsx, jest and the bundlers read as they are;
// plain node, which runs dist/server.js, cannot. So its sources are compiled into
// dist/node_modules/shared-contracts, the first place node looks from dist/. The schemas import
// typebox, which node finds in the workspace's node_modules further up.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

const apiDir = path.resolve(import.meta.dirname, '..');
const contractsDir = path.join(apiDir, '../shared-contracts');
const dist = path.join(apiDir, 'dist');
const contractsOut = path.join(dist, 'node_modules/shared-contracts');

/** Compiles every `.ts` file under `from` (tests and test helpers left out) into `to`, as CommonJS. */
async function compileTree(from, to, { sourceMaps }) {
  const files = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](__tests__|testing)[\\/]/.test(`/${path.relative(from, file)}`));
  await Promise.all(
    files.map(async (file) => {
      const out = path.join(to, path.relative(from, file)).replace(/\.ts$/, '.js');
      const { code, map } = await transformFile(file, {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        // Dynamic imports stay imports (ESM-only packages are loaded that way).
        module: { type: 'commonjs', ignoreDynamic: true },
        sourceMaps,
        outputPath: out,
      });
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, map ? `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n` : code);
      if (map) writeFileSync(`${out}.map`, map);
    }),
  );
}

rmSync(dist, { recursive: true, force: true });
await compileTree(path.join(apiDir, 'src'), dist, { sourceMaps: true });
await compileTree(path.join(contractsDir, 'src'), path.join(contractsOut, 'src'), { sourceMaps: false });

const contracts = JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
const compiled = {
  name: contracts.name,
  version: contracts.version,
  private: true,
  exports: {
    './guards': './src/guards.js',
    './node-env': './src/config/node-env.js',
    './rules': './src/rules/index.js',
    './schema': './src/schema/index.js',
    './view-token': './src/view-token/index.js',
  },
};
writeFileSync(path.join(contractsOut, 'package.json'), `${JSON.stringify(compiled, null, 2)}\n`);
