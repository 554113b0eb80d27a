import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:3000';

/** What `src/app/first-paint.tsx` tells the build about each route's page. */
interface RoutePageParts {
  renderFirstPaint: (route: string) => string | undefined;
  contentPreloads: (route: string) => string[];
}

interface RoutePage {
  firstPaint: string | undefined;
  contentPreloads: string[];
}

/**
 * Each route's first paint (`src/app/first-paint.tsx`: the site's own components rendered to
 * HTML) and the content its page reads first, by route module, rendered in Node through a Vite
 * server on this same config so that the components compile and resolve as in the site.
 */
async function renderRoutePages(routes: string[]): Promise<Map<string, RoutePage>> {
  const server = await createServer({
    configFile: fileURLToPath(import.meta.url),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'warn',
  });
  try {
    const parts = (await server.ssrLoadModule('/src/app/first-paint.tsx')) as RoutePageParts;
    return new Map(
      routes.map((route) => [
        route,
        {
          firstPaint: parts.renderFirstPaint(route),
          contentPreloads: parts.contentPreloads(route),
        },
      ]),
    );
  } finally {
    await server.close();
  }
}

/**
 * One HTML page per route module, `dist/routes/<module>.html`: index.html with preload hints for
 * the JavaScript and CSS that route needs before it can show, so the browser fetches them beside
 * the entry instead of after the entry has run. The server picks the page by the path's first
 * segment, which names the route module (`/manage-booking/…` → manage-booking.html, `/` → home,
 * anything unknown → content); see apps/api/src/plugins/static-site.ts. A route with a first paint
 * (home) gets it inside `#root`, so its page shows before the scripts have run; a route whose page
 * reads content first (fleet, branches) gets a preload hint for it.
 */
function routePages(): Plugin {
  return {
    name: 'bluu:route-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item]] : [],
        ),
      );
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const loadedByEntry = entry ? withImports(entry.fileName) : new Set<string>();
      const routeChunks = [...chunks.values()].flatMap((chunk) => {
        const route = /\/src\/app\/routes\/([^/]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        return route && chunk.isDynamicEntry ? [{ route, chunk }] : [];
      });
      const pages = await renderRoutePages(routeChunks.map(({ route }) => route));
      for (const { route, chunk } of routeChunks) {
        const scripts = [...withImports(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
        const styles = scripts.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const hints = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          // The same request as the site's fetch (same-origin credentials), so the fetch takes it.
          ...(pages.get(route)?.contentPreloads ?? []).map(
            (url) =>
              `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
          ),
        ];
        let source = String(html.source).replace(
          '  </head>',
          `    ${hints.join('\n    ')}\n  </head>`,
        );
        const firstPaint = pages.get(route)?.firstPaint;
        if (firstPaint !== undefined) {
          const root = '<div id="root"></div>';
          if (!source.includes(root)) this.error(`index.html has no ${root} for ${route}`);
          source = source.replace(root, () => `<div id="root">${firstPaint}</div>`);
        }
        this.emitFile({ type: 'asset', fileName: `routes/${route}.html`, source });
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    routePages(),
    // Brotli and gzip copies of every text asset, served by the server's static plugin.
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 0,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph the bundle budget check reads.
    manifest: true,
    // One stylesheet (7 KB gzip) in the page's head instead of one per chunk: a route's code then
    // runs without waiting for its CSS, and no style recalculation follows each sheet's arrival
    // (Lighthouse TBT on home ~60 ms against 190–370 ms with split CSS; decision record 0018).
    cssCodeSplit: false,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/wp-json': API_SERVER,
      '/dev': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
});
