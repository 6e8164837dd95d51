import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { missingDownloadPage } from './missing-download-page.js';
import { sendPrecompressed } from './precompressed-file.js';
import { openWebRoot, type WebRoot } from './web-root.js';

const API_PREFIXES = ['/api/', '/graphql', '/files/', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built PWA: prerendered pages, then the app shell for client-only routes, then 404. */
export async function registerStaticSite(app: FastifyInstance, config: Config): Promise<void> {
  const webRoot = await openWebRoot(config.webRoot);
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot.dir,
      index: false,
      redirect: false,
      wildcard: true,
      // The build writes .br and .gz twins of every text file (pwa/scripts/precompress.mjs).
      preCompressed: true,
      // Page paths ("/", "/products/cobot") are answered below, from their prerendered HTML.
      allowedPath: (pathname) => /\.[a-z0-9]+$/i.test(pathname),
      setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    });
    // Each page its own route, found at once, rather than through the static files' wildcard and the not-found handler.
    for (const [path, page] of webRoot.pagesByPath)
      app.get(path, (request, reply) => sendPrecompressed(request, reply.header('cache-control', 'no-cache'), page));
  } else {
    app.log.warn(`No built site in ${config.webRoot}; serving the API only. Run "npm run build" first.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (pathname.startsWith('/files/downloads/')) {
      return reply.code(404).type('text/html; charset=utf-8').send(missingDownloadPage(pathname));
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PREFIXES.some((p) => pathname.startsWith(p)) || !webRoot) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return sendPage(webRoot, pathname, request, reply);
  });
}

function sendPage(webRoot: WebRoot, pathname: string, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  const page = webRoot.pageFor(pathname) ?? (webRoot.isAppRoute(pathname) ? webRoot.shell : undefined);
  if (page) return sendPrecompressed(request, reply, page);
  if (webRoot.notFound) return sendPrecompressed(request, reply.code(404), webRoot.notFound);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
