import {
  asksForPayment,
  campaignMessages,
  fellBack,
  formatDate,
  formatINR,
  localPath,
  messages,
  pagesText,
  progressPercent,
  SHARE_IMAGE,
  seoMessages,
  shareImagePath,
  spendingText,
  taxText,
} from '@sahyog/core';
import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import { Accordion } from '../components/Accordion.tsx';
import { AmountPicker, ProductRows, useCampaignAmount } from '../components/AmountPicker.tsx';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { DonorList } from '../components/DonorList.tsx';
import { ShieldIcon, WhatsAppIcon } from '../components/Icons.tsx';
import { LazyVideo } from '../components/LazyVideo.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { SectionTabs } from '../components/SectionTabs.tsx';
import { SpendingSection } from '../components/SpendingSection.tsx';
import { StickyDonateBar } from '../components/StickyDonateBar.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { choiceFromDraft, choiceFromUrl, readDraft } from '../lib/checkout-draft.ts';
import { breadcrumbLd, donateActionLd, ldMeta } from '../lib/json-ld.ts';
import { Link } from '../lib/links.tsx';
import { plainText, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import { useSignedInDonor } from '../lib/viewer.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/campaign';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** The sticky Donate bar holds the bottom of a phone's screen: no floating chat there. */
export const handle: RouteHandle = { phoneChat: false };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog } = services(context);
  const slug = params.slug;
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw data(messages.campaignNotFound, { status: 404 });
  // All at once (one round trip on a cache miss); the donor lists of a campaign that is not
  // public are read for nothing and never shown.
  const [campaign, donors, settings, spending] = await Promise.all([
    catalog.campaign(slug),
    catalog.donors(slug),
    services(context).content.settings(),
    services(context).spending.publicPage(slug),
  ]);
  if (!campaign) throw data(messages.campaignNotFound, { status: 404 });
  const { publicUrl } = requestInfo(context);
  const url = new URL(request.url);
  const pct = progressPercent(campaign.raisedPaise, campaign.goalPaise);
  return {
    campaign,
    donors,
    spending: spending ?? { newest: [], count: 0, byCategory: [] },
    howToDonateVideoId: settings.howToDonateVideoId,
    // Back from the checkout with ?amount=…&items=…: the page shows that choice, even without JavaScript.
    choice: choiceFromUrl(url.searchParams, campaign.products),
    publicUrl,
    shareUrl: `${publicUrl}${url.pathname}`,
    shareImage: {
      url: `${publicUrl}${shareImagePath(campaign, settings.foundationName)}`,
      alt: campaignMessages.shareImageAlt(campaign.title, formatINR(campaign.raisedPaise), formatINR(campaign.goalPaise), pct, settings.foundationName),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  d
    ? [
        ...seo({
          title: d.campaign.title,
          description: d.campaign.summary || plainText(d.campaign.storyHtml),
          // A PNG made for the preview (WhatsApp and Facebook ignore the SVG photo).
          image: d.shareImage.url,
          imageMeta: { ...SHARE_IMAGE, alt: d.shareImage.alt },
          type: 'article',
          url: d.shareUrl,
        }),
        ldMeta(donateActionLd(d.campaign, d.shareUrl, d.publicUrl)),
        ldMeta(
          breadcrumbLd([
            { name: seoMessages.home, url: `${d.publicUrl}${localPath('/')}` },
            { name: seoMessages.campaigns, url: `${d.publicUrl}${localPath('/explore-campaigns')}` },
            { name: d.campaign.title, url: d.shareUrl },
          ]),
        ),
      ]
    : [{ title: pagesText.campaign.notFound }];

export default function Campaign({ loaderData }: Route.ComponentProps) {
  const taxLaw = useSettings()?.taxLaw ?? { shortName: '', section: '', actName: '' };
  const { campaign: c, donors, choice, howToDonateVideoId, shareUrl, spending } = loaderData;
  // The page is the same for every visitor (cached); a signed-in donor's details come on the client.
  const donor = useSignedInDonor();
  const amount = useCampaignAmount(c.products, choice);
  const donateButton = useRef<HTMLButtonElement>(null);
  const { restore } = amount;
  // Reloaded, or Back from the checkout without the choice in the URL: the saved draft has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per campaign, after hydration (the server cannot read local storage)
  useEffect(() => {
    if (choice) return;
    const saved = choiceFromDraft(readDraft(), c.id, c.products);
    if (saved) restore(saved);
  }, [c.id]);
  const pt = pagesText.campaign;
  const sections = [
    ...(c.products.length ? [{ id: 'products', label: pt.products }] : []),
    { id: 'projects', label: pt.projects },
    { id: 'spending', label: spendingText.tab },
    { id: 'updates', label: pt.updates },
  ];
  const shareText = encodeURIComponent(pt.shareText(c.title, shareUrl));
  const shareLink = encodeURIComponent(shareUrl);
  return (
    <article className="container-page pb-28 pt-6 sm:pt-10 lg:pb-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <NotInHindiNotice show={fellBack([c])} className="mb-5" />
          {/* A 44 px tall hit area; the negative margin keeps the title close to it. */}
          <p className="-mt-3 text-sm font-semibold uppercase tracking-wider text-accent-800">
            <Link to={`/?category=${c.categoryId}#campaigns`} className="inline-flex min-h-11 items-center no-underline hover:underline">
              <span {...langOf({ shownIn: c.categoryShownIn })}>{c.categoryName}</span>
            </Link>
          </p>
          <h1 className="text-2xl font-bold leading-tight sm:text-4xl" {...langOf(c)}>
            {c.title}
          </h1>
          <picture>
            {c.imageWebp ? <source type="image/webp" srcSet={c.imageWebp} /> : null}
            <img
              src={c.image}
              alt={c.title}
              {...langOf(c)}
              width={1200}
              height={800}
              fetchPriority="high"
              className="mt-4 aspect-[3/2] w-full rounded-2xl bg-accent-50 object-cover"
            />
          </picture>
        </div>
        <aside className="lg:row-span-2">
          <div id="donate" className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-[176px]">
            <ProgressBar raisedPaise={c.raisedPaise} goalPaise={c.goalPaise} backers={c.backers} size="lg" />
            {c.endsAt ? <p className="text-sm text-muted">{pt.closesOn(formatDate(c.endsAt))}</p> : null}
            <p className="flex items-start gap-2 rounded-xl bg-accent-50 p-3 text-sm text-accent-800">
              <ShieldIcon className="mt-0.5 shrink-0" width={18} height={18} />
              <span>{taxText.campaignNote(taxLaw.section, taxLaw.actName)}</span>
            </p>
            {c.status === 'published' ? (
              <AmountPicker campaignId={c.id} campaignSlug={c.slug} products={c.products} donor={donor} state={amount} submitRef={donateButton} />
            ) : (
              <p className="rounded-xl bg-stone-100 p-4 font-medium">{pt.closed}</p>
            )}
            <div>
              <p className="text-sm font-semibold">{pt.share}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <a
                  className="btn bg-[#1a7f4b] text-white hover:bg-[#146c3f]"
                  href={`https://wa.me/?text=${shareText}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <WhatsAppIcon width={18} height={18} /> WhatsApp
                </a>
                <a className="btn-quiet" href={`https://www.facebook.com/sharer/sharer.php?u=${shareLink}`} target="_blank" rel="noopener noreferrer">
                  Facebook
                </a>
                <a className="btn-quiet" href={`https://twitter.com/intent/tweet?text=${shareText}`} target="_blank" rel="noopener noreferrer">
                  X
                </a>
              </div>
            </div>
          </div>
        </aside>
        <div className="min-w-0 space-y-10">
          {c.videoId || howToDonateVideoId ? (
            <div className={`grid gap-4 ${c.videoId && howToDonateVideoId ? 'sm:grid-cols-2' : ''}`}>
              {c.videoId ? (
                <LazyVideo videoId={c.videoId} label={campaignMessages.watchStory} hint={campaignMessages.videoHint} title={c.title} poster={c.image} />
              ) : null}
              {howToDonateVideoId ? (
                <LazyVideo
                  videoId={howToDonateVideoId}
                  label={campaignMessages.howToDonateTitle}
                  hint={campaignMessages.howToDonateHint}
                  title={campaignMessages.howToDonateTitle}
                />
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-accent-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-semibold">{taxText.makeItMonthly(taxLaw.shortName)}</p>
            <Link to={`/monthly-donation?cause=${c.id}`} className="btn shrink-0 bg-white text-accent-800 hover:bg-accent-50">
              {pt.giveMonthly}
            </Link>
          </div>
          <SectionTabs sections={sections} />
          {c.products.length ? (
            <section id="products" aria-labelledby="products-title" className="scroll-mt-12">
              <h2 id="products-title" className="section-title">
                {pt.products}
              </h2>
              <p className="mt-1 text-muted">{pt.productsLead}</p>
              <div className="mt-4">
                <ProductRows products={c.products} state={amount} />
              </div>
            </section>
          ) : null}
          <section id="projects" aria-labelledby="projects-title" className="scroll-mt-12">
            <h2 id="projects-title" className="section-title">
              {pt.aboutProject}
            </h2>
            {/* Stored HTML is sanitised when it is written (sanitize-html). */}
            <div className="prose-body mt-4" {...langOf(c)} dangerouslySetInnerHTML={{ __html: c.storyHtml }} />
            {c.gallery.length ? (
              <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {c.gallery.map((p, i) => (
                  <li key={p.jpeg}>
                    <picture>
                      <source type="image/webp" srcSet={p.webp} />
                      <img
                        src={p.jpeg}
                        alt={campaignMessages.galleryAlt(c.title, i + 1)}
                        width={p.width}
                        height={p.height}
                        loading="lazy"
                        decoding="async"
                        className="aspect-square w-full rounded-xl object-cover"
                      />
                    </picture>
                  </li>
                ))}
              </ul>
            ) : null}
            {c.faqs.length ? (
              <div className="mt-8">
                <h3 className="text-xl font-semibold">{pt.faqs}</h3>
                <div className="mt-3">
                  <Accordion items={c.faqs} name={`faq-${c.id}`} />
                </div>
              </div>
            ) : null}
          </section>
          <SpendingSection
            raisedPaise={c.raisedPaise}
            spentPaise={c.spentPaise}
            foundationAddedPaise={c.foundationAddedPaise}
            spending={spending}
            slug={c.slug}
          />
          <section id="updates" aria-labelledby="updates-title" className="scroll-mt-12">
            <h2 id="updates-title" className="section-title">
              {pt.updates}
            </h2>
            {c.updates.length === 0 ? (
              <p className="mt-3 rounded-xl bg-stone-100 p-4 text-muted">{pt.noUpdates}</p>
            ) : (
              <ol className="mt-4 space-y-4">
                {c.updates.map((u) => (
                  <li key={u.id} className="rounded-2xl border border-line bg-white p-5">
                    <p className="text-sm text-muted">
                      <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
                    </p>
                    <h3 className="mt-1 text-lg font-semibold" {...langOf(u)}>
                      {u.title}
                    </h3>
                    <div className="prose-body mt-2" {...langOf(u)} dangerouslySetInnerHTML={{ __html: u.bodyHtml }} />
                    {asksForPayment(u.paymentDetails) ? (
                      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{pt.updateGivesPaymentDetails}</p>
                    ) : null}
                    {u.outsideHosts.length ? (
                      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{pt.updateNamesSites(u.outsideHosts.join(', '))}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="donors-title">
            <h2 id="donors-title" className="section-title">
              {pt.donors}
            </h2>
            <div className="mt-4">
              <Tabs
                label={pt.donors}
                tabs={[
                  { title: pt.topDonors, content: <DonorList donors={donors.top} empty={pt.beFirst} /> },
                  { title: pt.recentDonors, content: <DonorList donors={donors.recent} empty={pt.beFirst} /> },
                ]}
              />
            </div>
          </section>
        </div>
      </div>
      {c.status === 'published' ? (
        <StickyDonateBar raisedPaise={c.raisedPaise} goalPaise={c.goalPaise} amountPaise={amount.validPaise} watch={donateButton} />
      ) : null}
    </article>
  );
}
