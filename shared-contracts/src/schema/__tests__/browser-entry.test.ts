import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'schema' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `import ... from` / `export ... from` statement of a file, with its specifier. */
function fromStatements(text: string): Array<{ statement: string; specifier: string }> {
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)';/gms)].map((match) => ({
    statement: match[0],
    specifier: match[1] ?? '',
  }));
}

describe('the browser entry and shared-contracts/schema', () => {
  it('outside schema/, the contract reaches the schemas and typebox through types only', () => {
    const runtime = sourceFiles(src).flatMap((file) =>
      fromStatements(readFileSync(file, 'utf8'))
        .filter(({ specifier }) => specifier === 'typebox' || /(^|\/)schema(\/|$)/.test(specifier))
        .filter(({ statement }) => !/^(import|export) type\b/.test(statement))
        .map(({ statement }) => `${path.relative(src, file)}: ${statement.split('\n')[0]}`),
    );
    expect(runtime).toEqual([]);
  });
});
