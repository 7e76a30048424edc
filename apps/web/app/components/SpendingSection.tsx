// A campaign's "Where the money went" (issue 26): raised, spent and what is still to spend, the
// totals by what it paid for, and the payments themselves, newest first. Plain HTML: it reads
// the same without JavaScript.
import { categoryTotals, formatDate, formatINR, type SpendingItemView, spendingText as st } from '@sahyog/core';

/** The newest payments shown on the page; the totals count them all. */
const SHOWN = 30;

export function SpendingSection({
  raisedPaise,
  spentPaise,
  foundationAddedPaise,
  items,
}: {
  raisedPaise: number;
  spentPaise: number;
  foundationAddedPaise: number;
  items: SpendingItemView[];
}) {
  const newest = [...items].reverse().slice(0, SHOWN);
  const totals = categoryTotals(items);
  const figures: [string, number][] = [
    [st.raised, raisedPaise + foundationAddedPaise],
    [st.spent, spentPaise],
    [st.balance, raisedPaise + foundationAddedPaise - spentPaise],
  ];
  return (
    <section id="spending" aria-labelledby="spending-title" className="scroll-mt-12">
      <h2 id="spending-title" className="section-title">
        {st.title}
      </h2>
      <p className="mt-1 text-muted">{st.lead}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {figures.map(([label, paise]) => (
          <div key={label} className="rounded-xl border border-line bg-white p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums sm:text-xl">{formatINR(paise)}</dd>
          </div>
        ))}
      </dl>
      {foundationAddedPaise ? <p className="mt-2 text-sm text-muted">{st.foundationAdded(formatINR(foundationAddedPaise))}</p> : null}
      {items.length === 0 ? (
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
          <ol className="mt-2 space-y-3">
            {newest.map((i) => (
              <li key={i.id} className="rounded-xl border border-line bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {i.description}
                    {i.quantity && i.unit ? <span className="font-normal text-muted"> · {`${i.quantity.toLocaleString('en-IN')} ${i.unit}`}</span> : null}
                  </p>
                  <p className="font-bold tabular-nums">{formatINR(i.amountPaise)}</p>
                </div>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={i.date}>{formatDate(`${i.date}T00:00:00+05:30`)}</time> · {i.category} · {st.paidTo(i.payee)}
                </p>
              </li>
            ))}
          </ol>
          {items.length > SHOWN ? <p className="mt-2 text-sm text-muted">+ {st.moreItems(items.length - SHOWN)}</p> : null}
        </>
      )}
    </section>
  );
}
