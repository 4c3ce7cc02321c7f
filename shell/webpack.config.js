const path = require('node:path');
const { shellConfig } = require('../scripts/webpack/preset.cjs');

const base = shellConfig({
  dir: __dirname,
  port: 3000,
  // The server build's './app' (dist/server): the page's frame, drawn to HTML by the site server.
  serverApp: './src/server.tsx',
});

// @module-federation/retry-plugin brings an older copy of @module-federation/sdk for one logger
// function: point it at the copy the federation runtime already uses, so the shell bundles one SDK.
const sdk = path.dirname(path.dirname(require.resolve('@module-federation/sdk')));

const withOneSdk = (config) => ({
  ...config,
  resolve: { ...config.resolve, alias: { ...config.resolve.alias, '@module-federation/sdk$': sdk } },
});

// A production build is a list (the browser build and the server build); a development one is not.
module.exports = (env, argv) => {
  const configs = base(env, argv);
  return Array.isArray(configs) ? configs.map(withOneSdk) : withOneSdk(configs);
};
