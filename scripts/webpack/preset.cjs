/**
 * The webpack setup every app of the marketplace shares: TypeScript through swc, CSS Modules whose
 * class names carry the app's prefix, and the Module Federation singletons.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ChunkMapPlugin } = require('./chunk-map-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

const root = path.resolve(__dirname, '../..');
const contractsPkg = require(path.join(root, 'shared-contracts/package.json'));
const routerPkgFile = require.resolve('react-router/package.json');
const routerVersion = require(routerPkgFile).version;
const routerSubset = path.join(__dirname, 'react-router.shared.mjs');

/** The real react-router builds the shared subset re-exports from (the package's own files). */
function routerAliases(production) {
  const dist = path.join(path.dirname(routerPkgFile), 'dist', production ? 'production' : 'development');
  return {
    'react-router-build$': path.join(dist, 'index.mjs'),
    'react-router-dom-build$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * Shared as singletons: one React, one router, one contract (and so one event bus) per page, and
 * every library more than one app uses. The contract's own dependencies (axios, rxjs) stay inside
 * its bundle: only the contract is shared, so they come once, tree-shaken to what it uses. In
 * production the router is the subset of react-router the apps use (react-router.shared.mjs).
 * The design system (ui) is not shared: a shared module comes whole, and the home page would load
 * every component of the kit (≈0.5–1 KB gzip more on its first load, measured); unshared, each app
 * bundles only the components it imports, and ui holds no state that must be single.
 */
const sharedFor = (production) => ({
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  // One shared module answers both names.
  'react-router': {
    singleton: true,
    requiredVersion: '^7.0.0',
    version: routerVersion,
    ...(production ? { import: routerSubset } : {}),
  },
  'react-router-dom': {
    shareKey: 'react-router',
    singleton: true,
    requiredVersion: '^7.0.0',
    version: routerVersion,
    import: production ? routerSubset : 'react-router',
  },
  'shared-contracts': { singleton: true, requiredVersion: `^${contractsPkg.version.split('.')[0]}.0.0` },
  'single-spa-react': { singleton: true, requiredVersion: '^6.0.0' },
  'single-spa-react/parcel': { singleton: true, requiredVersion: '^6.0.0' },
  'react-imask': { singleton: true, requiredVersion: '^7.6.0' },
});

function rules({ prefix, production, server = false }) {
  const cssModules = {
    auto: true,
    localIdentName: production ? `${prefix}-[hash:base64:6]` : `${prefix}__[name]__[local]`,
    exportLocalsConvention: 'as-is',
    namedExport: false,
  };
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      // Production: CSS in files of its own, loaded beside the chunk that needs it (not inside the JS).
      // On the server only the class names count (the same names as in the browser): no CSS at all.
      use: server
        ? [{ loader: 'css-loader', options: { modules: { ...cssModules, exportOnlyLocals: true } } }]
        : [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            { loader: 'css-loader', options: { modules: cssModules } },
          ],
    },
    // The server build names the browser build's files (same names) and writes none of its own.
    {
      test: /\.(svg|png|jpe?g|webp|woff2?)$/,
      type: 'asset/resource',
      ...(server ? { generator: { emit: false } } : {}),
    },
  ];
}

function base({ dir, prefix, production }) {
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: dir,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: routerAliases(production) },
    // A name imported but not exported (e.g. from the shared router subset) fails the build.
    module: { rules: rules({ prefix, production }), parser: { javascript: { exportsPresence: 'error' } } },
    // swc's minifier: the same output size as terser here, in a fraction of the time.
    optimization: production
      ? { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })] }
      : {},
    plugins: production
      ? [
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:8].css',
            chunkFilename: '[id].[contenthash:8].css',
            // Class names are scoped per module: the order of two stylesheets never changes a rule.
            ignoreOrder: true,
          }),
          new ChunkMapPlugin(),
        ]
      : [],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Where an app's server build goes: beside the browser build, so publish copies both into the version folder. */
const SERVER_DIR = 'server';

/**
 * The server build of an app: a Module Federation container for Node (`target: 'async-node'`),
 * `server/remoteEntry.js` as a CommonJS module whose chunks are read from disk, exposing `./app`
 * (`serverApp`: a module that renders the same screens to HTML). Nothing is shared: a server
 * container brings its own React and runtime, so two versions of an app loaded by one site server
 * never exchange modules. Class names are those of the browser build; no CSS, no asset files.
 */
function serverConfig({ dir, name, prefix = name, serverApp, publicPath }) {
  const production = true;
  return {
    ...base({ dir, prefix, production }),
    name: `${name}-server`,
    target: 'async-node',
    devtool: false,
    entry: {},
    module: {
      rules: rules({ prefix, production, server: true }),
      parser: { javascript: { exportsPresence: 'error' } },
    },
    // Readable stacks in the site server's log; the size does not matter here.
    optimization: { minimize: false },
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // The browser build's address of the same files (set per version by the site server for a remote).
      publicPath,
      filename: '[name].js',
      chunkFilename: '[id].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: { './app': serverApp },
        shared: {},
        dts: false,
        manifest: false,
      }),
    ],
  };
}

/** The browser build keeps the server build beside it when it cleans its folder. */
const keepServerBuild = { keep: (file) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) };

const devProxy = [
  { context: ['/api', '/sanctum'], target: process.env.API_URL || 'http://127.0.0.1:8081', changeOrigin: false },
];

/** What every remote exposes: its single-spa-react lifecycles, which the shell mounts. */
const APP_EXPOSE = { './app': './src/app/lifecycles.tsx' };

/**
 * A remote: exposes './app' and any further modules of `exposes` and, in development, runs alone
 * on its own port with a standalone page. Its CSS class prefix is its name unless told otherwise.
 */
function remoteConfig({ dir, name, prefix = name, exposes = {}, port, serverApp }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(dir, 'package.json'));
    const client = {
      ...base({ dir, prefix, production }),
      entry: production ? {} : { standalone: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // Named here because the shell forgets this array when it retries a remote that failed
        // (shell/src/remotes/load-timeout.ts), so the retry fetches the remote's chunks anew.
        chunkLoadingGlobal: `webpackChunk${name}`,
        clean: serverApp ? keepServerBuild : true,
      },
      plugins: [
        ...base({ dir, prefix, production }).plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { ...APP_EXPOSE, ...exposes },
          shared: sharedFor(production),
          dts: false,
          // The page's one federation runtime is the shell's: remoteEntry.js carries no copy of it. The
          // browser build leaves out what only a server would run.
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: ({ stats }) => {
              stats.metaData.buildInfo = {
                ...stats.metaData.buildInfo,
                contractVersion: contractsPkg.version,
                packageVersion: pkg.version,
              };
              return stats;
            },
          },
        }),
        ...(production
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(root, 'scripts/webpack/standalone.html'),
                title: `${pkg.name} (isolado)`,
              }),
            ]),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy,
      },
    };
    // A production build with a server app builds both, into dist/ and dist/server/.
    if (!production || !serverApp) return client;
    return [client, serverConfig({ dir, name, prefix, serverApp, publicPath: '' })];
  };
}

/**
 * The shell: the one page, the host of every remote (no remote URL is known at build time). In
 * production also its server build (dist/server), whose './app' (`serverApp`) draws the page's
 * frame around the screen the site server drew; its files are addressed from the site's root, as
 * the browser build's are.
 */
function shellConfig({ dir, port, serverApp }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const shellBase = base({ dir, prefix: 'shell', production });
    const client = {
      ...shellBase,
      entry: { main: './src/index.ts' },
      // The contract's libraries in one file, as the contract loads them, though the start evaluates
      // axios a task ahead of the contract (src/index.ts): split apart, they would weigh more.
      optimization: production
        ? {
            ...shellBase.optimization,
            splitChunks: {
              cacheGroups: {
                contractLibraries: {
                  test: /[\\/]node_modules[\\/](axios|rxjs|tslib)[\\/]/,
                  name: 'contract-libraries',
                  chunks: 'async',
                  priority: 10,
                  enforce: true,
                },
              },
            },
          }
        : shellBase.optimization,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        // The federation runtime asks for entry file names where no hash is known: hash only real chunks.
        filename: (pathData) => (production && pathData.chunk?.hash ? '[name].[contenthash:8].js' : '[name].js'),
        chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: 'shell',
        clean: serverApp ? keepServerBuild : true,
      },
      plugins: [
        ...shellBase.plugins,
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedFor(production),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // The browser build: the runtime leaves out what only a server would run.
          experiments: { optimization: { target: 'web' } },
          // Hands the runtime to every remote of the page (they are built with externalRuntime). This is
          // what `experiments.provideExternalRuntime` adds, but through the plugin's ES module build, so
          // the runtime is bundled once (its CommonJS build would bring a second copy of it).
          runtimePlugins: [
            require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js'),
          ],
        }),
        ...(production
          ? [new CompileHintsPlugin({ modules: /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./ })]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src/index.html'),
          favicon: path.join(dir, 'src/assets/favicon.svg'),
          // The template names the entry itself (deferred, in the head): it is discovered first,
          // before the hints the server adds.
          inject: false,
        }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        proxy: [
          ...devProxy,
          { context: ['/remotes', '/remotes.json'], target: process.env.SITE_URL || 'http://127.0.0.1:8080' },
        ],
      },
    };
    // A production build with a server app builds both, into dist/ and dist/server/.
    if (!production || !serverApp) return client;
    return [client, serverConfig({ dir, name: 'shell', prefix: 'shell', serverApp, publicPath: '/' })];
  };
}

module.exports = { APP_EXPOSE, SERVER_DIR, remoteConfig, serverConfig, shellConfig, sharedFor };
