import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A file that imports a Lingui macro: only those go through Babel. */
const importsMacro = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`) compiled by their Babel plugin before Vite's own transform,
 * over the files that import one; every other file skips Babel.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: importsMacro },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
