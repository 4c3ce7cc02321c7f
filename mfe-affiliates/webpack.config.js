const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'affiliates', port: 3004 });
