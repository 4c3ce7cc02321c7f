const { shellConfig } = require('../scripts/webpack/preset.cjs');

module.exports = shellConfig({ dir: __dirname, port: 3000 });
