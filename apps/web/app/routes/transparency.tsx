// Where every rupee went (issue 26): the foundation's income by month and method, its spending by
// what it paid for and by campaign, and the share tips had, as tables that read without
// JavaScript; the same figures download as CSV (/transparency.csv).
import { formatINR, formatMonth, localPath, transparencyText as t } from '@sahyog/core';
import type { ReactNode } from 'react';
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

        <FigureTable
          id="t-spending"
          title={t.spendingTitle}
          head={[t.category, t.amount]}
          rows={d.spending.byCategory.map((c) => ({ key: c.category, cells: [c.category, formatINR(c.amountPaise)] }))}
        />
        <FigureTable
          id="t-campaigns"
          title={t.campaignsTitle}
          head={[t.campaign, t.spentColumn, t.addedColumn]}
          rows={d.spending.byCampaign.map((c, i) => ({
            key: c.slug || `offline-${i}`,
            cells: [
              c.slug ? (
                <a key="campaign" href={localPath(`/campaigns/${c.slug}#spending`)}>
                  {c.title}
                </a>
              ) : (
                c.title
              ),
              formatINR(c.spentPaise),
              formatINR(c.foundationAddedPaise),
            ],
          }))}
        />
        <FigureTable
          id="t-income"
          title={t.incomeTitle}
          wide
          head={[t.month, t.method, t.gifts, t.forCampaigns, t.tipsColumn, t.urgent]}
          firstNumeric={2}
          rows={d.income.map((r) => ({
            key: `${r.month}-${r.method}`,
            cells: [
              <time key="month" dateTime={r.month}>
                {formatMonth(r.month)}
              </time>,
              t.methods[r.method] ?? r.method,
              r.gifts.toLocaleString('en-IN'),
              formatINR(r.amountPaise),
              formatINR(r.tipPaise),
              formatINR(r.urgentPaise),
            ],
          }))}
        />
      </div>
    </>
  );
}

/**
 * One titled table of figures: the first `firstNumeric` columns are words, the rest amounts (right
 * aligned). A wide one scrolls sideways on a phone, and a keyboard can reach it to scroll it.
 */
function FigureTable({
  id,
  title,
  head,
  rows,
  firstNumeric = 1,
  wide = false,
}: {
  id: string;
  title: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  firstNumeric?: number;
  wide?: boolean;
}) {
  const align = (i: number) => (i < firstNumeric ? 'px-3 py-2 text-left' : 'px-3 py-2 text-right tabular-nums');
  const table = (
    <table className={`w-full text-sm ${wide ? 'min-w-[560px]' : ''}`}>
      <thead className="bg-stone-50">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={align(i)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={i} className={align(i)}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const box = 'mt-3 overflow-x-auto rounded-xl border border-line bg-white';
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">{t.nothing}</p>
      ) : wide ? (
        <>
          {/* Only where it does not fit: a phone's reader learns there is more to the right. */}
          <p className="mt-2 text-sm text-muted sm:hidden">{t.scrollHint}</p>
          {/* A figure, not a second region named like its section: it only scrolls. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
          <figure tabIndex={0} aria-labelledby={id} className={box}>
            {table}
          </figure>
        </>
      ) : (
        <div className={box}>{table}</div>
      )}
    </section>
  );
}
