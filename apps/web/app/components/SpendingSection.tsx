// A campaign's "Where the money went" (issue 26): raised, spent and what is still to spend, the
// totals by what it paid for, and the payments themselves, newest first. Plain HTML: it reads
// the same without JavaScript. Each payment shows its bill (redacted by our team) and photos as
// small lazy pictures that link to the whole ones: they never hold up the page's first paint.
import { formatDate, formatINR, type SpendingItemView, type SpendingPage, spendingText as st } from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { BillThumb } from './BillThumb.tsx';

export function SpendingSection({
  raisedPaise,
  spentPaise,
  foundationAddedPaise,
  spending,
  slug,
}: {
  slug: string;
  raisedPaise: number;
  spentPaise: number;
  foundationAddedPaise: number;
  spending: SpendingPage;
}) {
  const { newest, count, byCategory: totals } = spending;
  return (
    <section id="spending" aria-labelledby="spending-title" className="scroll-mt-12">
      <h2 id="spending-title" className="section-title">
        {st.title}
      </h2>
      <p className="mt-1 text-muted">{st.lead}</p>
      <SpendingFigures raisedPaise={raisedPaise} spentPaise={spentPaise} foundationAddedPaise={foundationAddedPaise} />
      {count === 0 ? (
        <p className="mt-4 rounded-xl bg-stone-100 p-4 text-muted">{st.nothingYet}</p>
      ) : (
        <>
          <h3 className="mt-6 text-lg font-semibold">{st.byCategory}</h3>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
            {totals.map((t) => (
              <li key={t.category} className="flex justify-between gap-3 px-4 py-2">
                <span>{t.category}</span>
                <span className="font-semibold tabular-nums">{formatINR(t.amountPaise)}</span>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-lg font-semibold">{st.payments}</h3>
          <Payments items={newest} />
          {count > newest.length ? (
            <p className="mt-3">
              <Link to={`/campaigns/${slug}/spending`} className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline">
                {st.seeAllPayments(count)}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Raised (with what the foundation added), spent, and what is still to spend. */
export function SpendingFigures({ raisedPaise, spentPaise, foundationAddedPaise }: { raisedPaise: number; spentPaise: number; foundationAddedPaise: number }) {
  const figures: [string, number][] = [
    // With the foundation's own money in it, the first figure is not what donors gave: it says so.
    [foundationAddedPaise ? st.raisedAndAdded : st.raised, raisedPaise + foundationAddedPaise],
    [st.spent, spentPaise],
    [st.balance, raisedPaise + foundationAddedPaise - spentPaise],
  ];
  return (
    <>
      {/* One row a figure on a phone (₹1,90,997.50 does not fit a third of 390 px), three cards wider. */}
      <dl className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3">
        {figures.map(([label, paise]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 rounded-xl border border-line bg-white p-3 sm:block">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums sm:mt-1 sm:text-xl">{formatINR(paise)}</dd>
          </div>
        ))}
      </dl>
      {foundationAddedPaise ? <p className="mt-2 text-sm text-muted">{st.foundationAdded(formatINR(foundationAddedPaise))}</p> : null}
    </>
  );
}

/** Payments, newest first: what, how much, when, to whom, and the bill and photos. */
export function Payments({ items }: { items: SpendingItemView[] }) {
  return (
    <ol className="mt-2 space-y-3">
      {items.map((i) => (
        <li key={i.id} className="rounded-xl border border-line bg-white p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
              {i.description}
              {i.quantity && i.unit ? <span className="font-normal text-muted"> · {`${i.quantity.toLocaleString('en-IN')} ${i.unit}`}</span> : null}
            </p>
            <p className="shrink-0 font-bold tabular-nums">{formatINR(i.amountPaise)}</p>
          </div>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={i.date}>{formatDate(`${i.date}T00:00:00+05:30`)}</time> · {i.category} · {st.paidTo(i.payee)}
          </p>
          {i.corrected ? (
            <p className="mt-1 text-sm text-amber-900">
              {st.correctedFrom(formatINR(i.corrected.amountPaise), formatDate(`${i.corrected.date}T00:00:00+05:30`))}
            </p>
          ) : null}
          <Proof item={i} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The bill (once redacted) and the photos of one payment, small; each opens whole. A payment that
 * came without a bill says so, with staff's reason for approving it all the same (issue 38).
 */
function Proof({ item: i }: { item: SpendingItemView }) {
  const noBill = i.bill ? null : (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 [overflow-wrap:anywhere]">
      {i.noBillReason ? st.noBillBecause(i.noBillReason) : st.noBillProvided}
    </p>
  );
  if (!i.bill && !i.photoUrls.length) return noBill;
  return (
    <>
      {noBill}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {i.billUrl && i.billThumbUrl ? (
          <BillThumb url={i.billUrl} thumbUrl={i.billThumbUrl} what={i.description} size="md">
            <span className="mt-1 block text-xs font-semibold text-accent-800 group-hover:underline">{st.viewBill}</span>
          </BillThumb>
        ) : i.bill ? (
          <p className="max-w-56 rounded-lg bg-stone-100 px-3 py-2 text-xs text-muted">{st.billBeingRedacted}</p>
        ) : null}
        {i.photoUrls.map((url, n) => (
          <a key={url} href={url} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2">
            <img
              src={i.photoThumbUrls[n] ?? url}
              alt={st.photoAlt(i.description, n + 1)}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="h-24 w-24 rounded-lg border border-line object-cover"
            />
          </a>
        ))}
      </div>
    </>
  );
}
