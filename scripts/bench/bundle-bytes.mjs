import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * The bytes a module adds to a browser chunk: `source` (an ES module, usually imports or re-exports) bundled with
 * everything it imports, minified by esbuild for browsers, then gzip -9. Unused exports are tree-shaken, as the
 * site's production build does. `loader: 'css'` measures a stylesheet the same way.
 */
export async function bundleBytes(source, resolveDir, loader = 'ts') {
  const result = await build({
    stdin: { contents: source, resolveDir, loader },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Bytes as kB (1,024 bytes), as the client JavaScript benchmark prints them. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
