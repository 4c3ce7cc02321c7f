const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'affiliates',
  prefix: 'affiliates',
  port: 3004,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
