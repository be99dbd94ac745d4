import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type * as Plugins from './webpack/plugins';
import type * as ServerRender from './webpack/serverRender';

// webpack-cli loads this file through ts-node as an ES module (no __dirname).
const root = path.dirname(fileURLToPath(import.meta.url));
// Node's ES module loader cannot load a .ts file, so this file's own modules are required instead,
// through the require hook ts-node has registered (compiled and type-checked like this file).
const requireTs = createRequire(import.meta.url);
const { ChunkGroupsManifestPlugin, CompileHintsPlugin, productionAssets, PublicFilesPlugin } =
  requireTs('./webpack/plugins') as typeof Plugins;
const { ServerRenderBuildPlugin } = requireTs('./webpack/serverRender') as typeof ServerRender;

// styled-components keeps its own stylis; stylis-plugin-rtl imports the top-level one. One copy for
// both (the plugin only needs stylis 4's compile/serialize helpers): about 4 KB gzip less in the
// first view. When npm hoists a single copy there is nothing to alias.
const styledStylis = path.join(root, 'node_modules/styled-components/node_modules/stylis');
const stylisAlias: Record<string, string> = fs.existsSync(styledStylis)
  ? { stylis$: styledStylis }
  : {};
const publicDir = path.join(root, 'public');

// React Router's package exports name its development build for every condition, so a bundler
// ships its dev warnings and checks unless pointed at the production build it also contains
// (0.6 KB gzip less in the first view, and no dev warnings on shoppers' consoles). Both entries
// share its chunks.
const reactRouterDist = path.join(root, 'node_modules/react-router/dist/production');
const reactRouterProduction: Record<string, string> = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/**
 * The back office (src/admin) builds into this folder of the storefront's output, served at the
 * same path: its own compilation, so no module, chunk or runtime entry of it can reach a shopper's
 * page. server/plugins/static.ts serves its index.html for /admin and /en/admin.
 */
export const ADMIN_DIR = 'admin';

type Argv = { mode?: Configuration['mode'] };

export default function config(
  _env: unknown,
  argv: Argv,
): Array<Configuration & { devServer?: DevServerConfiguration }> {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const apiPort = process.env.API_PORT ?? '3001';
  const apiTarget = `http://127.0.0.1:${apiPort}`;

  // What the storefront and its server-render build (serverRenderConfig) must resolve and define
  // alike, so both render the same markup.
  const shared: Pick<Configuration, 'resolve' | 'plugins'> = {
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        ...stylisAlias,
        // react-slick's ResizeObserver polyfill: every browser we build for has the native one.
        'resize-observer-polyfill$': path.join(
          root,
          'src/entities/product/ui/ProductCarousel.resizeObserver.ts',
        ),
        // …and its lodash.debounce: a dozen lines do what react-slick asks of it.
        'lodash.debounce$': path.join(root, 'src/entities/product/ui/ProductCarousel.debounce.ts'),
        ...(isProd ? reactRouterProduction : {}),
      },
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api/v1'),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      // react-slick's dots and arrows: never drawn by our sliders (see the stand-in's header).
      new webpack.NormalModuleReplacementPlugin(
        /^\.\/(dots|arrows)$/,
        (resource: { context: string; request: string }) => {
          if (/[\\/]react-slick[\\/]lib$/.test(resource.context)) {
            resource.request = path.join(
              root,
              'src/entities/product/ui/ProductCarousel.slickParts.ts',
            );
          }
        },
      ),
    ],
  };

  const browserRules: NonNullable<Configuration['module']>['rules'] = [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'babel-loader',
        // envName drives api.env() in babel.config.js (styled-components displayName off in production).
        options: { cacheDirectory: true, envName: mode },
      },
    },
    {
      test: /\.css$/,
      use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
    },
    // Fonts and images are always separate files: slick-theme.css would otherwise inline its
    // icon font in four formats (17 KB of CSS instead of 7 KB).
    { test: /\.(woff2?|ttf|otf|eot)$/i, type: 'asset/resource' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
  ];
  const storefront: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'storefront',
    mode,
    context: root,
    // `islands`: the pages whose parts are hydrated on their own (src/islands); the server names its
    // files instead of main's on those pages.
    entry: { main: './src/index.tsx', islands: './src/islands/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The back office's build (a sibling compilation, run at the same time) owns dist/admin/.
      clean: { keep: (file: string) => file === ADMIN_DIR || file.startsWith(`${ADMIN_DIR}/`) },
    },
    resolve: shared.resolve,
    module: { rules: browserRules },
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      // process.env.NODE_ENV is defined once, in shared.plugins, beside API_BASE_URL.
      nodeEnv: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // What every page boots with changes rarely: one long-cached file. Only modules of the
          // initial chunk, so nothing a lazy route needs is pulled into the first view.
          framework: {
            name: 'framework',
            chunks: 'initial',
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|reselect|immer|redux-persist|i18next|react-i18next|styled-components|@emotion|stylis|stylis-plugin-rtl)[\\/]/,
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    plugins: [
      ...(shared.plugins ?? []),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        scriptLoading: 'defer',
        inject: 'head',
        chunks: ['main'],
      }),
      new PublicFilesPlugin(publicDir),
      new ChunkGroupsManifestPlugin(),
      ...(isProd
        ? [
            new ServerRenderBuildPlugin(mode, shared),
            new CompileHintsPlugin(),
            ...productionAssets(),
          ]
        : []),
    ],
    // Production maps are not emitted at all: nothing to serve or to leak.
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    // The budget is measured by bench/size.ts (npm run size), not by webpack's hints.
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      static: false,
      // The back office's pages get its own shell, every other page the storefront's.
      historyApiFallback: {
        rewrites: [{ from: /^\/(en\/)?admin(\/|$)/, to: `/${ADMIN_DIR}/index.html` }],
      },
      proxy: [{ context: ['/api', '/media'], target: apiTarget }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };

  // The back office (src/admin): same loaders and defines, its own entry, HTML,
  // runtime and chunks under dist/admin/, served from /admin/. Never server-rendered.
  const admin: Configuration = {
    name: 'admin',
    mode,
    context: root,
    entry: { admin: './src/admin/index.tsx' },
    output: {
      path: path.join(root, 'dist', ADMIN_DIR),
      publicPath: `/${ADMIN_DIR}/`,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: shared.resolve,
    module: { rules: browserRules },
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      nodeEnv: false,
      splitChunks: { chunks: 'all' },
    },
    plugins: [
      ...(shared.plugins ?? []),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'admin.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      ...(isProd ? productionAssets() : []),
    ],
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return [storefront, admin];
}
