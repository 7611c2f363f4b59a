import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|svg|json|webmanifest)$/;

/**
 * Writes a `.br` beside each text file of the build, at brotli's best quality, which is too slow to
 * spend on every request; the server sends it to browsers that accept brotli (server/spa).
 */
export function brotliAssets(): Plugin {
  return {
    name: 'brotli-assets',
    apply: 'build',
    // Once written: the bundle is final (vite has dropped the JS stubs of CSS-only chunks).
    writeBundle({ dir }, bundle) {
      if (dir === undefined) return;
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const compressed = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(join(dir, `${file.fileName}.br`), compressed);
      }
    },
  };
}
