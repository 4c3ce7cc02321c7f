const path = require('node:path');
const { shellConfig } = require('../scripts/webpack/preset.cjs');

const base = shellConfig({ dir: __dirname, port: 3000 });

// @module-federation/retry-plugin brings an older copy of @module-federation/sdk for one logger
// function: point it at the copy the federation runtime already uses, so the shell bundles one SDK.
const sdk = path.dirname(path.dirname(require.resolve('@module-federation/sdk')));

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = { ...config.resolve.alias, '@module-federation/sdk$': sdk };
  return config;
};
