import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiDocsBundle } from './vite-api-docs.ts';
import { precompress } from './vite-precompress.ts';
import { riderServiceWorker } from './vite-rider-sw.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    riderServiceWorker(),
    apiDocsBundle(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/trpc': 'http://127.0.0.1:8787',
      '/images': 'http://127.0.0.1:8787',
      '/sandbox': 'http://127.0.0.1:8787',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the es2022 target admits supports modulepreload; the polyfill only cost bytes.
    modulePreload: {
      polyfill: false,
      // A lazy import's preload list leaves out the entry and React and the router: every page has
      // loaded them before any lazy import runs, and each list's names cost its chunk bytes.
      resolveDependencies: (_file, deps) =>
        deps.filter((d) => !/^assets\/(index|framework)-[\w-]+\.js$/.test(d)),
    },
    rolldownOptions: {
      output: {
        // Route chunks go by their hash alone, 7 characters (the least rolldown allows for this many
        // chunks): the landing page carries every chunk's file name (the preload map of the route
        // tree), ~140 of them, and names cost it bytes. Shared groups keep theirs.
        chunkFileNames: (chunk) =>
          ['framework', 'table-engine', 'icon-engine', 'frame', 'customer-frame'].includes(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash:7].js',
        // React and the router in one file: a dozen tiny shared chunks cost more gzip bytes and requests.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
            // The admin tables' engine, shared by every table screen and cached after the first.
            { name: 'table-engine', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/ },
            // lucide-react's renderer and the icons of every portal's frame (the bell, empty and error
            // states, the customer header's orders truck), cached after the first screen; a screen's other icons go with it (decision 0077).
            {
              name: 'icon-engine',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((?!icons[\\/])|icons[\\/](bell|package|triangle-exclamation-point|truck)\.mjs)/,
            },
            // What the data layer loads (tRPC, React Query, the toaster), in one file: on a phone's slow
            // connection each file waits its turn (decision 0084). Their own modules only: what they
            // import (the language, the session) stays where it was.
            {
              name: 'data-layer',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc[\\/]|sonner)[\\/]/,
            },
            // The small parts every signed-in screen's frame shares (bell, spinner, empty state,
            // badges, the database's known values apart from those the route table reads), and the customer screens' own (header, stepper, the catalogue card's pieces):
            // two files, each cached after the first screen. Not the language switch: the public
            // pages have it too.
            {
              name: 'frame',
              includeDependenciesRecursively: false,
              test: /(packages[\\/]ui[\\/]src[\\/](spinner|empty-state|load-more|badge)|src[\\/]components[\\/](notification-bell|logout-button)|src[\\/]lib[\\/]relative-time|shared[\\/]money|db[\\/]src[\\/]enums|compiled[\\/]components|catalog[\\/]stock-tone)\.tsx?$/,
            },
            {
              name: 'customer-frame',
              includeDependenciesRecursively: false,
              test: /(src[\\/]components[\\/](customer-header|quantity-stepper)|src[\\/]lib[\\/]use-cart|src[\\/]features[\\/]catalog[\\/](price-per-base|stock-badge)|compiled[\\/]customer)\.tsx?$/,
            },
            // The compiled messages' runtime (plural, select, numbers) and plural rules (make-plural) in one chunk:
            // areas that use only some of them would otherwise split it into several small files.
            {
              name: 'messages-runtime',
              test: /node_modules[\\/](@messageformat[\\/]runtime|make-plural)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
