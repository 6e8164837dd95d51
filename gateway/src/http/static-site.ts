import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { missingDownloadPage } from './missing-download-page.js';
import { openWebRoot, type WebRoot } from './web-root.js';

const API_PREFIXES = ['/api/', '/graphql', '/files/', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built PWA (prerendered pages, then the app shell for client-only routes, then 404) and the downloads. */
export async function registerStaticSite(app: FastifyInstance, config: Config): Promise<void> {
  await mkdir(config.downloadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.downloadsDir,
    prefix: '/files/downloads/',
    decorateReply: false,
    index: false,
    redirect: false,
  });

  const webRoot = await openWebRoot(config.webRoot);
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot.dir,
      index: false,
      redirect: false,
      wildcard: true,
      // Page paths ("/", "/products/cobot") are answered below, from their prerendered HTML.
      allowedPath: (pathname) => /\.[a-z0-9]+$/i.test(pathname),
      setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    });
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
    return sendPage(webRoot, pathname, reply);
  });
}

async function sendPage(webRoot: WebRoot, pathname: string, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  const page = await webRoot.pageFor(pathname);
  if (page) return reply.type('text/html; charset=utf-8').sendFile(page);
  if (webRoot.isAppRoute(pathname)) return reply.type('text/html; charset=utf-8').sendFile('shell.html');
  return reply.code(404).type('text/html; charset=utf-8').sendFile('404.html');
}
