/** One jest run for every workspace; each workspace is a project. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const { bundled } = require('./scripts/jest/bundled-packages.js');

/** What a screen's test loads in one file each instead of hundreds (scripts/jest/bundled-packages.js). */
const webBundles = bundled(
  ['rxjs', '@testing-library/dom', '@testing-library/user-event'],
  ['react', 'react/*', 'react-dom', 'react-dom/*'],
);
/**
 * The API's ES-module-only packages, as one CommonJS file each instead of hundreds transformed (the
 * deploy tests import the contract's schema for its types only, and never load them).
 */
const apiBundles = bundled(['typebox', 'jose']);

/** The contract's subpaths as its package exports them (`shared-contracts/rules` → its file). */
const contractsExports = require('./shared-contracts/package.json').exports;
const contractsSubpaths = Object.fromEntries(
  Object.entries(contractsExports)
    .filter(([subpath, file]) => subpath !== '.' && !subpath.includes('*') && file.endsWith('.ts'))
    .map(([subpath, file]) => [
      `^shared-contracts/${subpath.slice(2)}$`,
      `<rootDir>/../shared-contracts/${file.slice(2)}`,
    ]),
);

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    ...webBundles,
    '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^ui$': '<rootDir>/../ui/src/index.ts',
    ...contractsSubpaths,
    '^shared-contracts/(.*)$': '<rootDir>/../shared-contracts/src/$1',
    '\\.module\\.css$': '<rootDir>/../scripts/jest/css-module-stub.js',
    '\\.(css|svg|png|jpg)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
});

module.exports = {
  // The API tests start a real server (migrations and the demo seed, 2–4 s) and the screens type
  // key by key: on a busy two-core machine 5 s per test or hook is too tight.
  testTimeout: 20_000,
  projects: [
    web('shared-contracts'),
    web('ui'),
    web('shell'),
    web('mfe-catalog'),
    web('mfe-checkout'),
    web('mfe-account'),
    web('mfe-affiliates'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.(t|j)s$': swc, '^.+\\.mjs$': swc },
      // fastify's inject() loads an ESM-only cookie package (jose and typebox come bundled).
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      moduleNameMapper: apiBundles,
      // One seeded database per run, copied by each test app (TEST_DATABASE_URL: on PostgreSQL).
      globalSetup: '<rootDir>/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
    },
    {
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,mjs,js}'],
      transform: { '^.+\\.(t|j)s$': swc, '^.+\\.mjs$': swc },
      // The deploy sources are ES modules importing each other as './x.js' (NodeNext).
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
  ],
};
