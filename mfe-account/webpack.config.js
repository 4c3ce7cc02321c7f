const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'account', port: 3003 });
