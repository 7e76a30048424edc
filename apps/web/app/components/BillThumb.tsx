// A payment's redacted bill, small, opening whole (issue 26): on the campaign's payments and in a
// donor's story of their gift. Lazy: it never holds up a page's first paint.
import { spendingText as st } from '@sahyog/core';
import type { ReactNode } from 'react';

const SIZES = {
  md: { width: 72, height: 96, className: 'h-24 w-18 rounded-lg' },
  sm: { width: 48, height: 64, className: 'h-16 w-12 rounded-md' },
} as const;

export function BillThumb({
  url,
  thumbUrl,
  what,
  size,
  children,
}: {
  url: string;
  thumbUrl: string;
  what: string;
  size: keyof typeof SIZES;
  children?: ReactNode;
}) {
  const z = SIZES[size];
  return (
    <a href={url} className="group block shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2">
      <img
        src={thumbUrl}
        alt={st.billAlt(what)}
        width={z.width}
        height={z.height}
        loading="lazy"
        decoding="async"
        className={`${z.className} border border-line bg-stone-50 object-cover object-top`}
      />
      {children}
    </a>
  );
}
