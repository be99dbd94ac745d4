import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

// webpack-cli loads this file through ts-node as an ES module (no __dirname).
const root = path.dirname(fileURLToPath(import.meta.url));

// styled-components keeps its own stylis; stylis-plugin-rtl imports the top-level one. One copy for
// both (the plugin only needs stylis 4's compile/serialize helpers): about 4 KB gzip less in the
// first view. When npm hoists a single copy there is nothing to alias.
const styledStylis = path.join(root, 'node_modules/styled-components/node_modules/stylis');
const stylisAlias: Record<string, string> = fs.existsSync(styledStylis)
  ? { stylis$: styledStylis }
  : {};
const publicDir = path.join(root, 'public');
const { sources, Compilation } = webpack;
const PAGE_TEMPLATES = new Set(['index.html', 'admin.html']);

/**
 * The back office (src/admin) builds into this folder of the storefront's output, served at the
 * same path: its own compilation, so no module, chunk or runtime entry of it can reach a shopper's
 * page. server/plugins/static.ts serves its index.html for /admin and /en/admin.
 */
export const ADMIN_DIR = 'admin';

/** Emits every file of public/ except the HTML template unchanged (favicon, manifest, paint-first.js…). */
class PublicFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(publicDir);
          for (const name of fs.readdirSync(publicDir)) {
            const file = path.join(publicDir, name);
            // The two HTML templates become pages of their own builds (HtmlWebpackPlugin).
            if (PAGE_TEMPLATES.has(name) || !fs.statSync(file).isFile()) continue;
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Writes chunk-groups.json: every named chunk group (entry points and webpackChunkName groups such
 * as route-home) → the JS/CSS files it loads. bench/size.ts uses it to measure the first view.
 * Runs at the REPORT stage, after RealContentHashPlugin has given the files their final names.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          }
          const sorted = Object.fromEntries(
            Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)),
          );
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Where the server-render bundle goes for a storefront built into `clientOutputPath`: a sibling
 * folder (dist → dist-server), never inside the folder the server serves. server/ssr/bundle.ts
 * finds it by the same rule.
 */
export const serverBundleDir = (clientOutputPath: string) =>
  `${clientOutputPath.replace(/[\\/]+$/, '')}-server`;

/**
 * The node build of src/app/serverRender.tsx (the server renders the public pages): one CommonJS
 * file, everything bundled (JSX, JSON, the packages' node builds), CSS imports reduced to strings
 * nobody reads, asset imports to the same URLs as the client build (same names and hashes) without
 * writing the files again. Not minified: it never travels.
 */
function serverRenderConfig(
  clientOutputPath: string,
  mode: NonNullable<Configuration['mode']>,
  shared: Pick<Configuration, 'resolve' | 'plugins'>,
): Configuration {
  return {
    name: 'server-render',
    mode,
    context: root,
    target: 'node20',
    entry: { render: './src/app/serverRender.tsx' },
    output: {
      path: serverBundleDir(clientOutputPath),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: shared.resolve,
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
        },
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false, nodeEnv: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      ...(shared.plugins ?? []),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Builds the server-render bundle after the storefront itself, next to wherever the storefront
 * went (`--output-path` included), so `npm run build`, `npm start`'s first build and a build into
 * a folder of one's own all give the server both.
 */
class ServerRenderBuildPlugin {
  constructor(
    private readonly mode: NonNullable<Configuration['mode']>,
    private readonly shared: Pick<Configuration, 'resolve' | 'plugins'>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ServerRenderBuildPlugin', async (compilation) => {
      if (compiler.watchMode) return;
      const server = webpack(serverRenderConfig(compiler.outputPath, this.mode, this.shared));
      const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
        server.run((error, result) => (error ? reject(error) : resolve(result))),
      );
      await new Promise((resolve) => server.close(resolve));
      if (!stats || stats.hasErrors()) {
        compilation.errors.push(
          new webpack.WebpackError(
            `server-render build failed:\n${stats?.toString('errors-only') ?? 'no stats'}`,
          ),
        );
      }
    });
  }
}

type Argv = { mode?: Configuration['mode'] };

export default function config(
  _env: unknown,
  argv: Argv,
): Array<Configuration & { devServer?: DevServerConfiguration }> {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const apiPort = process.env.API_PORT ?? '3001';
  const apiTarget = `http://127.0.0.1:${apiPort}`;
  const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

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
  // What a production build does to every file it emits, storefront and back office alike.
  const productionAssets = () => [
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
    }),
    new CompressionPlugin({
      test: compressible,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: compressible,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];

  const storefront: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'storefront',
    mode,
    context: root,
    entry: { main: './src/index.tsx' },
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
      }),
      new PublicFilesPlugin(),
      new ChunkGroupsManifestPlugin(),
      ...(isProd ? [new ServerRenderBuildPlugin(mode, shared), ...productionAssets()] : []),
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
