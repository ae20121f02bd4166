import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/trpc': 'http://127.0.0.1:8787',
      '/images': 'http://127.0.0.1:8787',
      '/sandbox': 'http://127.0.0.1:8787',
    },
  },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
});
