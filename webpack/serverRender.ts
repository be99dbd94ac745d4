import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Compiler, type Configuration } from 'webpack';

// The server-render build: the node bundle of the storefront the server renders the public pages
// with, built by a plugin of the storefront's own build.

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

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
export class ServerRenderBuildPlugin {
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
