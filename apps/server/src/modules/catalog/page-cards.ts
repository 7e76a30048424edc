// Share images for pages that are not campaigns: GET /og/home.png, /og/blog/<slug>.png and
// /og/pages/<slug>.png, 1200×630 PNGs laid out like the campaign's card (share-image.ts), from
// content's service. What a card shows is core's (seo.ts: homeCard, blogCard, pageCard), so the
// page's og:image address and the picture agree; the ?v= on that address is ignored here.
import { AppError, blogCard, homeCard, messages, type PageCardSpec, pageCard, pageMessages, SHARE_IMAGE } from '@sahyog/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentService } from '../content/index.ts';
import { renderPageCard } from './share-image.ts';

export function pageCardRoutes(app: FastifyInstance, deps: { content: ContentService; mediaDir: string; warn: (msg: string) => void; max?: number }): void {
  const max = deps.max ?? 100;
  // Rendered cards by address (with its version): a link shared in a busy group renders once.
  const done = new Map<string, Promise<Buffer>>();
  const image = (spec: PageCardSpec, foundationName: string) => {
    let hit = done.get(spec.path);
    if (hit) {
      done.delete(spec.path);
    } else {
      hit = renderPageCard(spec.card, foundationName, deps.mediaDir, deps.warn);
      hit.catch(() => done.delete(spec.path));
    }
    done.set(spec.path, hit);
    while (done.size > max) {
      const oldest = done.keys().next().value;
      if (oldest === undefined) break;
      done.delete(oldest);
    }
    return hit;
  };

  const send = async (reply: FastifyReply, ifNoneMatch: string | undefined, spec: PageCardSpec, foundationName: string) => {
    const etag = `"${spec.path.split('?v=')[1] ?? ''}"`;
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
    // Made to be shown on other sites (chat apps, social networks).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (ifNoneMatch === etag) return reply.code(304).send();
    return reply.type(SHARE_IMAGE.type).send(await image(spec, foundationName));
  };
  const slugOf = (file: string) => /^([a-z0-9-]{1,120})\.png$/.exec(file)?.[1];

  // Each card again under /og/hi/: drawn in Hindi (the request's language there, platform/language.ts).
  for (const og of ['/og/', '/og/hi/']) {
    app.get(`${og}home.png`, { schema: { hide: true } }, async (req, reply) => {
      const [settings, sliders] = await Promise.all([deps.content.settings(), deps.content.sliders('home')]);
      return send(reply, req.headers['if-none-match'], homeCard(settings, sliders[0]?.image ?? ''), settings.foundationName);
    });

    app.get<{ Params: { file: string } }>(`${og}blog/:file`, { schema: { hide: true } }, async (req, reply) => {
      const slug = slugOf(req.params.file);
      const post = slug ? await deps.content.blog(slug) : null;
      if (!post) throw new AppError('not_found', messages.blogNotFound);
      const { foundationName } = await deps.content.settings();
      return send(reply, req.headers['if-none-match'], blogCard(post, foundationName), foundationName);
    });

    app.get<{ Params: { file: string } }>(`${og}pages/:file`, { schema: { hide: true } }, async (req, reply) => {
      const slug = slugOf(req.params.file);
      const page = slug ? await deps.content.page(slug) : null;
      if (!page) throw new AppError('not_found', pageMessages.notFound);
      const { foundationName } = await deps.content.settings();
      return send(reply, req.headers['if-none-match'], pageCard(page, foundationName), foundationName);
    });
  }
}
