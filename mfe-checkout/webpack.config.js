const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'checkout', port: 3002 });
