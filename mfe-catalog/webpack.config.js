const { remoteConfig } = require('../scripts/webpack/preset.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  exposes: {
    // Reused by the affiliates remote inside its own <Router> (react-router hooks and the contract only).
    './ProductList': './src/exposes/product-list.tsx',
    './ProductSlider': './src/exposes/product-slider.tsx',
    './CategorySlider': './src/exposes/category-slider.tsx',
    './ProductCard': './src/exposes/product-card.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
  },
  // The server build's './app' (dist/server): the same screens, drawn to HTML by the site server.
  serverApp: './src/app/server.tsx',
});
