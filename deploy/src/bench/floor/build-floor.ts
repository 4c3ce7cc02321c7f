/**
 * Builds the floor page into a folder: its bundle (webpack in production, swc, the apps' minifier),
 * an index.html that loads it, the pictures, and `.gz`/`.br` beside every text file as a published
 * version has them.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { deployDir, repoRoot } from '../../registry/paths.js';
import { precompress } from '../../registry/publish.js';
import { FLOOR_BANNER_SVG, FLOOR_PRODUCTS, floorImagePath, floorProductSvg } from './floor-products.js';

const sourceDir = path.join(deployDir, 'src/bench/floor');

export interface FloorBuild {
  /** The folder to serve. */
  dir: string;
  /** The bundle's files, as the page asks for them. */
  scripts: string[];
  /** gzip -9 of the page's JavaScript, as the site's weights are measured. */
  jsGzipBytes: number;
  /** The page's index.html. */
  html: string;
}

/** The site's type and colours, so the floor draws text the way the site does. */
const CSS = [
  "*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;color:#1f2933;background:#fff}",
  '.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '.top{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#1b4332}',
  '.brand{color:#fff;font-weight:700;font-size:18px;text-decoration:none;white-space:nowrap}',
  '.search{flex:1}.search input{width:100%;height:36px;padding:0 12px;border:0;border-radius:4px;font:inherit}',
  '.page{max-width:1200px;margin:0 auto;padding:16px 16px 40px}',
  '.banner{display:block;border-radius:8px;overflow:hidden;aspect-ratio:768/640}',
  '@media (min-width:769px){.banner{aspect-ratio:1600/500}}',
  '.banner-img,.card-img{display:block;width:100%;height:100%;object-fit:cover}',
  '.title{font-size:24px;margin:24px 0 12px}',
  '.cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}',
  '@media (min-width:768px){.cards{grid-template-columns:repeat(4,minmax(0,1fr))}}',
  '.card{border:1px solid #d9e0dc;border-radius:8px;overflow:hidden}',
  '.card-link{display:grid;gap:4px;padding-bottom:12px;color:inherit;text-decoration:none}',
  '.card-img{height:auto;aspect-ratio:1/1;background:#f5f7f6}',
  '.card-name,.card-price,.card-installments{padding:0 12px}',
  '.card-name{font-size:14px;line-height:1.3}.card-price{font-size:18px;font-weight:700}',
  '.card-installments{font-size:12px;color:#52606d}',
].join('');

function indexHtml(scripts: readonly string[]): string {
  const tags = scripts.map((file) => `<script defer src="/${file}"></script>`).join('');
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Mais vendidos | Mercado Brasil</title>',
    '<meta name="description" content="Os produtos mais vendidos do Mercado Brasil.">',
    '<link rel="icon" href="data:,">',
    `<style>${CSS}</style>`,
    tags,
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack gave no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve(stats);
      });
    });
  });
}

/** Builds the floor page into `dir` (a new temporary folder when none is given). */
export async function buildFloor(dir?: string): Promise<FloorBuild> {
  const out = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-floor-')));
  const stats = await compile({
    mode: 'production',
    context: sourceDir,
    entry: { floor: './floor-app.tsx' },
    output: { path: out, filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    resolveLoader: { modules: [path.join(repoRoot, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })] },
    infrastructureLogging: { level: 'error' },
  });
  const entry = stats.toJson({ all: false, entrypoints: true }).entrypoints?.floor;
  const scripts = (entry?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  if (scripts.length === 0) throw new Error('the floor build wrote no script');

  const html = indexHtml(scripts);
  await fs.writeFile(path.join(out, 'index.html'), html);
  await fs.mkdir(path.join(out, 'img'), { recursive: true });
  await fs.writeFile(path.join(out, 'img/banner.svg'), FLOOR_BANNER_SVG);
  for (const product of FLOOR_PRODUCTS) {
    await fs.writeFile(path.join(out, floorImagePath(product).slice(1)), floorProductSvg(product));
  }
  await precompress(out);

  let jsGzipBytes = 0;
  for (const script of scripts) {
    jsGzipBytes += gzipSync(await fs.readFile(path.join(out, script)), { level: 9 }).length;
  }
  return { dir: out, scripts, jsGzipBytes, html };
}
