import type { Donor } from '@sahyog/core';
import { donorName, formatINR, timeAgo } from '@sahyog/core';

export function DonorList({ donors, empty }: { donors: Donor[]; empty: string }) {
  if (donors.length === 0) return <p className="rounded-xl bg-stone-100 p-4 text-muted">{empty}</p>;
  return (
    <ol className="divide-y divide-line rounded-2xl border border-line bg-white">
      {donors.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a donor may give twice; position is the identity
        <li key={i} className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800"
            >
              {donorName(d.name).trim().charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium">{donorName(d.name)}</p>
              <p className="text-sm text-muted" suppressHydrationWarning>
                {timeAgo(d.at)}
              </p>
            </div>
          </div>
          <p className="shrink-0 text-right font-semibold tabular-nums">{formatINR(d.amountPaise)}</p>
        </li>
      ))}
    </ol>
  );
}
