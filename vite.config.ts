import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { arabicFontSubset } from './vite-plugins/arabic-font-subset.js';
import { blogIndex } from './vite-plugins/blog-index.js';
import { blogMarkdown } from './vite-plugins/blog-markdown.js';
import { compileWhileDownloading } from './vite-plugins/compile-while-downloading.js';
import { intlForBrowser } from './vite-plugins/intl-for-browser.js';

export default defineConfig({
  plugins: [
    arabicFontSubset(),
    ...intlForBrowser(),
    blogMarkdown(),
    blogIndex(),
    vike(),
    react(),
    tailwindcss(),
    compileWhileDownloading(),
  ],
  build: {
    // The test suite builds its variant elsewhere (BUILD_DIR), leaving the production build alone.
    outDir: process.env.BUILD_DIR ?? 'dist',
    target: 'es2022',
    // Each shared lucide icon would otherwise become its own few-hundred-byte chunk: the home page
    // alone fetched seven. One icons chunk (all of them, about 4 KB compressed) costs one request.
    // Without their dependencies: by default the group takes React along (lucide imports it), and
    // every page, content pages whose icons are all in server-only HTML included, then loads the icons.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
