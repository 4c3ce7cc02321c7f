const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'account',
  prefix: 'account',
  port: 3003,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
