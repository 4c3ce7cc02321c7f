const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'checkout',
  prefix: 'checkout',
  port: 3002,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
