import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
});

export default defineConfig({
  plugins: [react(), lingui(), babel({ presets: [linguiMacro] })],
  build: { target: 'es2022', sourcemap: false },
});
