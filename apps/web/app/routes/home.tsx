import { donorName, formatINR, headerMessages, homeCard, homeText as ht, phoneText, SLIDER, taxText, timeAgo } from '@sahyog/core';
import { useNavigation } from 'react-router';
import { CampaignCard } from '../components/CampaignCard.tsx';
import { langOf } from '../components/ContentLanguage.tsx';
import { HomePopup, Marquee } from '../components/HomeNotices.tsx';
import { HeartIcon, PhoneIcon, ShieldIcon } from '../components/Icons.tsx';
import { Slider } from '../components/Slider.tsx';
import { SubscribeBox } from '../components/SubscribeForm.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { cardImage, pageUrl, seo, siteOf, taxShortOf } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/home';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, content } = services(context);
  const raw = new URL(request.url).searchParams.get('category');
  const categoryId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const [sliders, featured, categories, list, stats, team, testimonials, logos] = await Promise.all([
    content.sliders('home'),
    catalog.featured(),
    catalog.categories(),
    catalog.homeList(categoryId, HOME_CARDS),
    catalog.homeStats(),
    content.team(),
    content.testimonials(),
    content.featuredLogos(),
  ]);
  const { marquee, homePopup } = await content.settings();
  return {
    sliders,
    featured,
    categories,
    campaigns: list.cards,
    total: list.total,
    categoryId: categoryId ?? null,
    stats,
    team,
    testimonials,
    logos,
    marquee,
    homePopup,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, ...args }) =>
  seo({
    url: pageUrl(args),
    title: ht.title,
    description: `${taxText.homeDescription(taxShortOf(args))}${data ? ` ${ht.raisedSoFar(formatINR(data.stats.totalRaisedPaise))}` : ''}`,
    // A PNG card made for previews (WhatsApp and Facebook show no SVG banner).
    ...cardImage(homeCard(siteOf(args), data?.sliders[0]?.image ?? '')),
  });

/** Cards on the home page per category; the rest are one tap away on the campaigns page. */
const HOME_CARDS = 6;

export default function Home({ loaderData }: Route.ComponentProps) {
  const taxShort = useSettings()?.taxLaw.shortName ?? '';
  const { sliders, featured, categories, campaigns, total, categoryId, stats, team, testimonials, logos, marquee, homePopup } = loaderData;
  const navigation = useNavigation();
  const loadingCampaigns = navigation.state === 'loading' && navigation.location.pathname === '/';
  const more = total - campaigns.length;

  return (
    <>
      <h1 className="sr-only">{ht.title}</h1>
      <Marquee lines={marquee} />
      <HomePopup popup={homePopup} />
      {sliders.length > 0 ? (
        <Slider label={ht.highlights} className="bg-stone-100">
          {sliders.map((s, i) => (
            <div key={s.id} className="relative">
              <img
                src={s.image}
                alt=""
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="h-[320px] w-full object-cover sm:h-[420px]"
              />
              <div className="absolute inset-0 bg-stone-950/55 sm:bg-transparent sm:bg-gradient-to-r sm:from-stone-950/75 sm:via-stone-950/45 sm:to-transparent" />
              <div className="container-page absolute inset-0 flex flex-col justify-center text-white">
                {/* A banner without its Hindi shows its English on /hi, marked lang="en" (issue 39). */}
                <p className="max-w-xl text-2xl font-bold leading-tight sm:text-4xl" {...langOf(s)}>
                  {s.title}
                </p>
                <p className="mt-3 max-w-lg text-base text-white/90 sm:text-lg" {...langOf(s)}>
                  {s.subtitle}
                </p>
                {s.linkUrl ? (
                  <div className="mt-6">
                    <Link to={s.linkUrl} className="btn-primary" {...(s.linkLabel ? langOf(s) : {})}>
                      {s.linkLabel || headerMessages.donateNow}
                    </Link>
                  </div>
                ) : null}
              </div>
            </div>
          ))}
        </Slider>
      ) : null}

      <section aria-labelledby="live-title" className="border-b border-line bg-white">
        <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-center">
          <div className="shrink-0">
            <p id="live-title" className="text-sm font-semibold text-muted">
              {ht.pastHour}
            </p>
            <p className="text-2xl font-bold text-accent-800 tabular-nums">{formatINR(stats.lastHourPaise)}</p>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <ul tabIndex={0} className="no-scrollbar flex gap-3 overflow-x-auto rounded-lg md:border-l md:border-line md:pl-4" aria-label={ht.latestDonations}>
            {stats.live.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positional list of recent gifts
              <li key={i} className="shrink-0 rounded-full bg-stone-100 px-4 py-2 text-sm">
                <strong className="font-semibold">{donorName(d.name)}</strong> {ht.gave}{' '}
                <strong className="font-semibold text-accent-800">{formatINR(d.amountPaise)}</strong>
                {ht.gaveAfter ? ` ${ht.gaveAfter}` : null}
                <span className="text-muted" suppressHydrationWarning>
                  {' '}
                  · {timeAgo(d.at)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {featured.length > 0 ? (
        <section aria-labelledby="relief-title" className="container-page py-12">
          <p className="eyebrow">{ht.reliefEyebrow}</p>
          <h2 id="relief-title" className="section-title mt-1">
            {ht.reliefTitle}
          </h2>
          <Slider label={ht.reliefEyebrow} perView={SLIDER.cards} className="-mx-2 mt-6" arrows={featured.length > 1}>
            {featured.map((c) => (
              <div key={c.id} className="h-full px-2 pb-1">
                <CampaignCard campaign={c} />
              </div>
            ))}
          </Slider>
        </section>
      ) : null}

      <section className="container-page">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-accent-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-100">{ht.monthlyEyebrow}</p>
            <h2 className="mt-1 text-2xl font-bold sm:text-3xl">{ht.monthlyTitle}</h2>
            <p className="mt-2 max-w-xl text-accent-50">{taxText.homeMonthly(taxShort)}</p>
          </div>
          <Link to="/monthly-donation" className="btn shrink-0 bg-white text-accent-800 hover:bg-accent-50">
            {ht.giveMonthly}
          </Link>
        </div>
      </section>

      <section id="campaigns" aria-labelledby="campaigns-title" className="container-page py-12">
        <p className="eyebrow">{ht.campaignsEyebrow}</p>
        <h2 id="campaigns-title" className="section-title mt-1">
          {ht.campaignsTitle}
        </h2>
        <nav aria-label={ht.categories} data-show-current="" className="no-scrollbar -mx-4 mt-6 overflow-x-auto px-4">
          <ul className="flex gap-2">
            <li className="shrink-0">
              <Link
                to="/#campaigns"
                preventScrollReset
                aria-current={categoryId === null ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold no-underline ${categoryId === null ? 'border-accent-700 bg-accent-700 text-white' : 'border-line bg-white hover:border-accent-700'}`}
              >
                {ht.all}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id} className="shrink-0">
                <Link
                  to={`/?category=${c.id}#campaigns`}
                  preventScrollReset
                  aria-current={categoryId === c.id ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border py-1 pl-1 pr-4 text-sm font-semibold no-underline ${categoryId === c.id ? 'border-accent-700 bg-accent-700 text-white' : 'border-line bg-white hover:border-accent-700'}`}
                >
                  <img src={c.image} alt="" width={40} height={40} loading="lazy" className="h-8 w-8 rounded-full bg-white" />
                  <span {...langOf(c)}>{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div aria-live="polite" aria-busy={loadingCampaigns} className={`mt-6 transition-opacity ${loadingCampaigns ? 'opacity-60' : ''}`}>
          {campaigns.length === 0 ? (
            <p className="rounded-2xl bg-stone-100 p-6 text-muted">
              {ht.noneInCategory}{' '}
              <Link to="/#campaigns" className="font-semibold text-accent-800">
                {ht.seeAllCampaigns}
              </Link>
              .
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {campaigns.map((c) => (
                <li key={c.id}>
                  <CampaignCard campaign={c} />
                </li>
              ))}
            </ul>
          )}
          {more > 0 ? (
            <p className="mt-6 text-center">
              <Link to="/explore-campaigns" className="btn-secondary">
                {ht.seeAllN(total)}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="story-title" className="bg-white py-12">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="eyebrow">{ht.storyEyebrow}</p>
            <h2 id="story-title" className="section-title mt-1">
              {ht.storyTitle}
            </h2>
            <p className="mt-3 text-4xl font-bold text-accent-800 tabular-nums sm:text-5xl">{formatINR(stats.totalRaisedPaise)}</p>
            <p className="mt-2 text-muted">{ht.fromDonations(stats.totalDonors.toLocaleString('en-IN'))}</p>
          </div>
          <div className="rounded-3xl bg-accent-50 p-8">
            <h3 className="text-2xl font-bold">{ht.communityTitle}</h3>
            <p className="mt-3 text-muted">{taxText.homePromise(taxShort)}</p>
            <ul className="mt-5 space-y-2">
              <li className="flex items-center gap-2">
                <ShieldIcon className="text-accent-700" /> {ht.verified}
              </li>
              <li className="flex items-center gap-2">
                <HeartIcon className="text-accent-700" /> {ht.noFee}
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="text-accent-700" /> {ht.helpline}
              </li>
            </ul>
          </div>
        </div>
      </section>

      {team.length > 0 ? (
        <section aria-labelledby="team-title" className="container-page py-12">
          <p className="eyebrow">{ht.teamEyebrow}</p>
          <h2 id="team-title" className="section-title mt-1">
            {ht.teamTitle}
          </h2>
          <Slider label={ht.teamLabel} perView={SLIDER.team} className="-mx-2 mt-6" autoplay={team.length > 3} arrows={team.length > 1} dots={team.length > 1}>
            {team.map((m) => (
              <figure key={m.id} className="mx-2 flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-5">
                <img src={m.image} alt="" width={96} height={96} loading="lazy" className="h-20 w-20 shrink-0 rounded-full bg-accent-50" />
                <figcaption>
                  <p className="text-lg font-semibold">{m.name}</p>
                  <p className="text-muted" {...langOf(m)}>
                    {m.role}
                  </p>
                  {m.mobile ? (
                    <a href={`tel:+91${m.mobile}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-accent-800">
                      {phoneText(`+91 ${m.mobile}`)}
                    </a>
                  ) : null}
                </figcaption>
              </figure>
            ))}
          </Slider>
        </section>
      ) : null}

      {testimonials.length > 0 ? (
        <section aria-labelledby="voices-title" className="bg-stone-100 py-12">
          <div className="container-page">
            <p className="eyebrow">{ht.voicesEyebrow}</p>
            <h2 id="voices-title" className="section-title mt-1">
              {ht.voicesTitle}
            </h2>
            <Slider label={ht.testimonials} perView={SLIDER.cards} className="-mx-2 mt-6">
              {testimonials.map((t) => (
                <figure key={t.id} className="mx-2 flex h-full flex-col rounded-2xl bg-white p-6">
                  <blockquote className="flex-1 text-base leading-relaxed" {...langOf(t)}>
                    “{t.quote}”
                  </blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <img src={t.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full" />
                    <span>
                      <span className="block font-semibold">{t.name}</span>
                      <span className="text-sm text-muted" {...langOf(t)}>
                        {t.place}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              ))}
            </Slider>
          </div>
        </section>
      ) : null}

      {logos.length > 0 ? (
        <section aria-labelledby="featured-title" className="container-page py-12">
          <h2 id="featured-title" className="text-center text-sm font-semibold uppercase tracking-wider text-muted">
            {ht.featuredTitle}
          </h2>
          <Slider label={ht.featuredLabel} perView={SLIDER.logos} className="mt-6" arrows={false} dots={false}>
            {logos.map((l) => (
              <div key={l.id} className="flex h-20 items-center justify-center px-4">
                <img src={l.image} alt={l.name} width={160} height={48} loading="lazy" className="max-h-12 w-auto opacity-80 grayscale" />
              </div>
            ))}
          </Slider>
        </section>
      ) : null}

      <SubscribeBox />
    </>
  );
}
