// What one gift paid for (issue 26): its shares of the campaign's payments, first in first out,
// each with the payment's redacted bill when there is one. The donor's profile and the private
// link emailed when a gift is first spent show the same list.
import { formatDate, formatINR, formatShare, type GiftStory, spendingText as st } from '@sahyog/core';
import { BillThumb } from './BillThumb.tsx';

export function GiftShares({ shares }: { shares: GiftStory['shares'] }) {
  return (
    <ul className="mt-2 space-y-3 text-sm">
      {shares.map((sh) => (
        <li key={sh.spendId} className="flex items-start gap-3">
          {sh.billUrl && sh.billThumbUrl ? <BillThumb url={sh.billUrl} thumbUrl={sh.billThumbUrl} what={sh.description} size="sm" /> : null}
          <div>
            <p className="font-semibold">
              {sh.quantityMilli !== null && sh.unit
                ? st.bought(formatShare(sh.quantityMilli), sh.unit, sh.description)
                : st.paidFor(formatINR(sh.amountPaise), sh.description)}
            </p>
            <p className="text-muted">
              {sh.amountPaise === sh.spendPaise
                ? st.giftWholePayment(formatINR(sh.spendPaise))
                : st.giftOfPayment(formatINR(sh.amountPaise), formatINR(sh.spendPaise))}{' '}
              · {sh.category} · <time dateTime={sh.date}>{formatDate(`${sh.date}T00:00:00+05:30`)}</time>
            </p>
            {/* A payment without a bill says so, never leaving "checked against the bill" to be assumed (issue 38). */}
            {sh.noBillReason === null ? null : (
              <p className="mt-1 text-amber-900 [overflow-wrap:anywhere]">{sh.noBillReason ? st.noBillBecause(sh.noBillReason) : st.noBillProvided}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
