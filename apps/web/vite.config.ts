import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'RoboAcademy — robotics learning platform',
        short_name: 'RoboAcademy',
        description: 'Career roadmaps, guides, practice and events for robotics students in India.',
        theme_color: '#0f172a',
        background_color: '#0f172a',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        runtimeCaching: [
          { urlPattern: ({ url }) => url.pathname.startsWith('/media/'), handler: 'CacheFirst', options: { cacheName: 'media', expiration: { maxEntries: 200 } } },
        ],
      },
    }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
