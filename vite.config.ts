import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inertContractSchemas } from './scripts/inert-contract-schemas.ts';

const apiPort = process.env.SCOUT_API_PORT ?? '3000';
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `<file>.br` and `<file>.gz` beside every built script, style sheet and JSON/SVG file of
 * 1 KB or more, so the server sends them compressed without compressing on each request
 * (src/server/http/serve-client.ts, `precompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'scout-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      const files = Object.keys(bundle).filter((f) => /\.(js|css|json|svg)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 10,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${full}.gz`, gz), writeFile(`${full}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Two builds: the browser's (dist/client) and, with `--ssr`, the server renderer of the public
 * pages (dist/server/entry-server.js, loaded by src/server/http/render-page.ts; ADR 111).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'src/client',
        publicDir: false,
        plugins: [react()],
        build: {
          ssr: 'entry-server.tsx',
          outDir: '../../dist/server',
          emptyOutDir: true,
          sourcemap: false,
        },
      }
    : {
        root: 'src/client',
        publicDir: 'public',
        plugins: [react(), tailwindcss(), precompress(), inertContractSchemas()],
        build: {
          outDir: '../../dist/client',
          emptyOutDir: true,
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          manifest: true,
          rolldownOptions: {
            // The app's page, and the entry that hydrates the server-rendered public pages (ADR 112, 187).
            input: [
              path.resolve(import.meta.dirname, 'src/client/index.html'),
              path.resolve(import.meta.dirname, 'src/client/hydrate.tsx'),
            ],
            // A feature's public entry (features/<name>/index.ts) re-exports several files; the files of
            // features run nothing when imported (no import is made for its effect), so one that gives
            // nothing a page uses is left out of its chunks (ADR 179).
            treeshake: {
              moduleSideEffects: (id: string) => !/[\\/]src[\\/]client[\\/]features[\\/]/.test(id),
            },
            output: {
              codeSplitting: {
                groups: [
                  // Libraries every page runs first, in a few cacheable files instead of many small ones.
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    tags: ['$initial'],
                  },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, tags: ['$initial'] },
                  {
                    name: 'i18n',
                    test: /node_modules[\\/](i18next|react-i18next|i18next-[\w-]+)[\\/]/,
                    tags: ['$initial'],
                  },
                ],
              },
            },
          },
        },
        server: {
          port: Number(process.env.SCOUT_DEV_PORT ?? 5173),
          proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
        },
      },
);
