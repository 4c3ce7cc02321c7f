const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'catalog',
  prefix: 'catalog',
  port: 3001,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
