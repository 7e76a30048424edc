// Where every rupee went (issue 26): the foundation's income by month and method, its spending by
// what it paid for and by campaign, and the share tips had, as tables that read without
// JavaScript; the same figures download as CSV (/transparency.csv).
import { formatINR, localPath, transparencyText as t } from '@sahyog/core';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { transparencyFigures } from '../lib/transparency.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/transparency';

export const headers = publicPageHeaders;
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return transparencyFigures(context);
}

export const meta: Route.MetaFunction = (args) => seo({ title: t.title, description: t.lead, url: pageUrl(args) });

/** A percentage with one decimal, by integers: 1234 of 10000 is "12.3 %". */
const percent = (part: number, whole: number) => {
  if (!whole) return '0 %';
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.trunc(tenths / 10)}.${tenths % 10} %`;
};

export default function Transparency({ loaderData: d }: Route.ComponentProps) {
  const figures: [string, number][] = [
    [t.received, d.receivedPaise + d.urgentPaise],
    [t.tips, d.tipPaise],
    [t.spent, d.spending.totalPaise],
    [t.added, d.addedPaise],
  ];
  const cell = 'px-3 py-2 text-left';
  const num = 'px-3 py-2 text-right tabular-nums';
  return (
    <>
      <PageHero title={t.title} subtitle={t.lead} />
      <div className="container-page space-y-10 py-10">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(([label, paise]) => (
            <div key={label} className="rounded-2xl border border-line bg-white p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{formatINR(paise)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted">{t.tipsNote(percent(d.tipPaise, d.receivedPaise + d.urgentPaise + d.tipPaise))}</p>
        <p>
          <Link to="/transparency.csv" reloadDocument className="btn-secondary" download>
            {t.download}
          </Link>
        </p>

        <section aria-labelledby="t-spending">
          <h2 id="t-spending" className="section-title">
            {t.spendingTitle}
          </h2>
          {d.spending.byCategory.length === 0 ? (
            <p className="mt-3 text-muted">{t.nothing}</p>
          ) : (
            <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
              <table className="w-full text-sm">
                <thead className="bg-stone-50">
                  <tr>
                    <th scope="col" className={cell}>
                      {t.category}
                    </th>
                    <th scope="col" className={num}>
                      {t.amount}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.spending.byCategory.map((c) => (
                    <tr key={c.category}>
                      <td className={cell}>{c.category}</td>
                      <td className={num}>{formatINR(c.amountPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="t-campaigns">
          <h2 id="t-campaigns" className="section-title">
            {t.campaignsTitle}
          </h2>
          {d.spending.byCampaign.length === 0 ? (
            <p className="mt-3 text-muted">{t.nothing}</p>
          ) : (
            <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
              <table className="w-full text-sm">
                <thead className="bg-stone-50">
                  <tr>
                    <th scope="col" className={cell}>
                      {t.campaign}
                    </th>
                    <th scope="col" className={num}>
                      {t.spentColumn}
                    </th>
                    <th scope="col" className={num}>
                      {t.addedColumn}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.spending.byCampaign.map((c) => (
                    <tr key={c.slug}>
                      <td className={cell}>
                        <a href={localPath(`/campaigns/${c.slug}#spending`)}>{c.title}</a>
                      </td>
                      <td className={num}>{formatINR(c.spentPaise)}</td>
                      <td className={num}>{formatINR(c.foundationAddedPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="t-income">
          <h2 id="t-income" className="section-title">
            {t.incomeTitle}
          </h2>
          {d.income.length === 0 ? (
            <p className="mt-3 text-muted">{t.nothing}</p>
          ) : (
            // Wider than a phone: the table scrolls, and a keyboard can reach it to scroll it.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
            <section tabIndex={0} aria-labelledby="t-income" className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
              <table className="w-full min-w-[560px] text-sm">
                <thead className="bg-stone-50">
                  <tr>
                    <th scope="col" className={cell}>
                      {t.month}
                    </th>
                    <th scope="col" className={cell}>
                      {t.method}
                    </th>
                    <th scope="col" className={num}>
                      {t.gifts}
                    </th>
                    <th scope="col" className={num}>
                      {t.forCampaigns}
                    </th>
                    <th scope="col" className={num}>
                      {t.tipsColumn}
                    </th>
                    <th scope="col" className={num}>
                      {t.urgent}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.income.map((r) => (
                    <tr key={`${r.month}-${r.method}`}>
                      <td className={cell}>{r.month}</td>
                      <td className={cell}>{t.methods[r.method] ?? r.method}</td>
                      <td className={num}>{r.gifts.toLocaleString('en-IN')}</td>
                      <td className={num}>{formatINR(r.amountPaise)}</td>
                      <td className={num}>{formatINR(r.tipPaise)}</td>
                      <td className={num}>{formatINR(r.urgentPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      </div>
    </>
  );
}
