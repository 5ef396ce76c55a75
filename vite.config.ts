import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { blogMarkdown } from './vite-plugins/blog-markdown.js';

// The server sends messages already parsed (locales/messages.ts), so the browser never needs
// formatjs' ICU parser: swap it for its no-parser build in client bundles only.
const intlWithoutParser: Plugin = {
  name: 'intl-without-parser',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (id !== '@formatjs/icu-messageformat-parser' || options?.ssr) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};

export default defineConfig({
  plugins: [intlWithoutParser, blogMarkdown(), vike(), react(), tailwindcss()],
  build: { target: 'es2022' },
});
