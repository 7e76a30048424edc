import { blogCard, fellBack, formatDate, localPath, messages, pagesText, seoMessages } from '@sahyog/core';
import { data } from 'react-router';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { FacebookIcon, LinkedInIcon, XIcon } from '../components/Icons.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { blogPostingLd, breadcrumbLd, ldMeta } from '../lib/json-ld.ts';
import { Link } from '../lib/links.tsx';
import { cardImage, seo, siteOf } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/blog-post';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

const LEGACY_DETAIL_SLUG = 'financial-support-for-treatment';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { content } = services(context);
  const all = await content.blogs();
  // /blog-detail (the old site's single article URL) showed the medical-treatment article.
  const slug = params.slug ?? (all.find((p) => p.slug === LEGACY_DETAIL_SLUG) ?? all[0])?.slug ?? '';
  const post = /^[a-z0-9-]{1,120}$/.test(slug) ? await content.blog(slug) : null;
  if (!post) throw data(messages.blogNotFound, { status: 404 });
  const { publicUrl } = requestInfo(context);
  return { post, recent: all.filter((p) => p.slug !== post.slug).slice(0, 3), publicUrl, shareUrl: `${publicUrl}${localPath(`/blog/${post.slug}`)}` };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) =>
  d
    ? [
        ...seo({
          title: d.post.title,
          description: d.post.excerpt,
          ...cardImage(blogCard(d.post, siteOf(args).foundationName)),
          type: 'article',
          url: d.shareUrl,
        }),
        ldMeta(blogPostingLd(d.post, d.shareUrl, d.publicUrl)),
        ldMeta(
          breadcrumbLd([
            { name: seoMessages.home, url: `${d.publicUrl}${localPath('/')}` },
            { name: seoMessages.blog, url: `${d.publicUrl}${localPath('/blog')}` },
            { name: d.post.title, url: d.shareUrl },
          ]),
        ),
      ]
    : [{ title: pagesText.blog.notFound }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, recent, shareUrl } = loaderData;
  const u = encodeURIComponent(shareUrl);
  const t = encodeURIComponent(post.title);
  const share = [
    { label: pagesText.blog.shareFacebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { label: pagesText.blog.shareX, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, Icon: XIcon },
    { label: pagesText.blog.shareLinkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedInIcon },
  ];
  return (
    <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_300px]">
      <article className="min-w-0">
        <NotInHindiNotice show={fellBack([post])} className="mb-5" />
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.author}
        </p>
        <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl" {...langOf(post)}>
          {post.title}
        </h1>
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-6 aspect-[40/21] w-full rounded-2xl bg-accent-50 object-cover"
        />
        <div className="prose-body mt-6" {...langOf(post)} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <div className="mt-8 flex items-center gap-2">
          <p className="text-sm font-semibold">{pagesText.blog.share}</p>
          {share.map(({ label, href, Icon }) => (
            <a
              key={label}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line hover:border-accent-700"
            >
              <Icon title={label} />
            </a>
          ))}
        </div>
      </article>
      <aside aria-labelledby="recent-title">
        <h2 id="recent-title" className="text-lg font-semibold">
          {pagesText.blog.recent}
        </h2>
        <ul className="mt-4 space-y-4">
          {recent.map((p) => (
            <li key={p.slug}>
              <Link to={`/blog/${p.slug}`} className="flex gap-3 no-underline hover:text-accent-800">
                <img src={p.image} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded-lg object-cover" />
                <span>
                  <span className="block font-medium leading-snug" {...langOf(p)}>
                    {p.title}
                  </span>
                  <span className="text-sm text-muted">{formatDate(p.publishedAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
