import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Compiler } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

// The plugins webpack.config.ts adds to the browser builds beyond webpack's own: the public files,
// the chunk-groups manifest, the compile hint of the first view's scripts, and what a production
// build does to every file it emits.

const { sources, Compilation } = webpack;
const PAGE_TEMPLATES = new Set(['index.html', 'admin.html']);
const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

/** Emits every file of public/ except the HTML template unchanged (favicon, manifest, paint-first.js…). */
export class PublicFilesPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    const { publicDir } = this;
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
export class ChunkGroupsManifestPlugin {
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
 * Starts the scripts a page runs as it loads (the entry's and those of every screen and its data:
 * route-* and data-* chunk groups) with V8's compile hint `//# allFunctionsCalledOnLoad`, which
 * must be their first line. Chromium then compiles all their functions on the background thread
 * that streams the download, instead of each on the main thread the first time it is called:
 * start-up, and with it a page's first working tap, is shorter (about 50 ms on a product page on
 * Lighthouse's phone). Browsers without it read a comment. Runs after minification (which would
 * drop the comment) and before the content hashes and the compressed copies.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!group.isInitial() && !/^(route|data)-/.test(name)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}

// What a production build does to every file it emits, storefront and back office alike.
export const productionAssets = () => [
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
