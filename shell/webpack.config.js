const { shellConfig } = require('../scripts/webpack/preset.cjs');

module.exports = shellConfig({
  dir: __dirname,
  port: 3000,
  // The server build's './app' (dist/server): the page's frame, drawn to HTML by the site server.
  serverApp: './src/server.tsx',
});
