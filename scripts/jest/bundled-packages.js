/**
 * Packages that jest would otherwise load file by file in every test file, each into a module
 * registry of its own (rxjs: about 220 modules; @testing-library/dom with aria-query and
 * pretty-format: about 210), or transform from ESM first (typebox and jose are ES modules only:
 * typebox is about 900 files): each is bundled once, by esbuild, into one CommonJS file under
 * node_modules/.cache/jest-bundles, named by its version (a new version is bundled again). The
 * packages of one list stay outside each other's bundle, so that a package two of them use is one
 * module in a test, as it is in the browser: @testing-library/react and user-event share the one
 * @testing-library/dom (its configuration is where React's act() is set).
 *
 * `bundled(names, external)` gives the moduleNameMapper entries that send each package to its file.
 */
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/jest-bundles');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The file of `name` bundled as CommonJS, made now if this version has none yet. */
function bundleOf(name, external) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
  const file = path.join(cacheDir, `${name.replace('/', '+')}@${version}.cjs`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: two jest runs that start together never read half a file.
  const aside = `${file}.${process.pid}.tmp`;
  esbuild.buildSync({
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: root },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external,
    outfile: aside,
    logLevel: 'error',
  });
  fs.renameSync(aside, file);
  return file;
}

/** moduleNameMapper entries: each of `names` to its bundle (`external`: left out of every one). */
function bundled(names, external = []) {
  return Object.fromEntries(
    names.map((name) => [
      `^${escapeRegExp(name)}$`,
      bundleOf(name, [...names.filter((other) => other !== name), ...external]),
    ]),
  );
}

module.exports = { bundled };
