import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

const webManifest: Partial<ManifestOptions> = {
  name: 'SVR Robotics',
  short_name: 'SVR Robotics',
  description: 'Industrial robots, automation systems, training kits and engineering software.',
  lang: 'en-IN',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0b2545',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page registers the worker itself, with workbox-window (docs/decisions/072-worker-registered-with-workbox-window.md).
      injectRegister: false,
      manifest: webManifest,
      // The precache manifest is injected by scripts/prerender.mjs after the pages are
      // prerendered, so that it lists them (vite-plugin-pwa issue 258).
      // A classic script: the worker has no imports left once bundled, and the `es` build asks
      // Rolldown for a deprecated option.
      injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Lightning CSS handles CSS Modules (with `composes`) natively, without a PostCSS pass.
  css: { transformer: 'lightningcss' },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] }, noExternal: ['@site/schema'] },
  build: {
    // Images stay files (cached once, lazy-loaded) instead of bloating the scripts as data URLs.
    assetsInlineLimit: 0,
    sourcemap: true,
    // One stylesheet for the whole site: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Each illustration's URL would otherwise be its own tiny module, shared by the home page
        // and the product pages: dozens of requests for a few bytes each.
        codeSplitting: { groups: [{ name: 'illustrations', test: /content[\\/]images[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: { '/graphql': gateway, '/api': gateway, '/files': gateway, '/healthz': gateway },
  },
});
