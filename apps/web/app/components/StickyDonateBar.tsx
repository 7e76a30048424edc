// The phone's bottom bar: progress and a Donate button with the amount the donor chose, so
// giving is one tap away while reading the story. While the donate form's own button is on
// screen the bar would only repeat it (and cover the form), so it steps aside. Without
// JavaScript it stays, and its link jumps to the form.
import { campaignMessages, formatINR, progressPercent } from '@sahyog/core';
import { type RefObject, useEffect, useState } from 'react';

/** The bar's height and then some: a form button hidden under the bar is not "on screen". */
const BAR_OVERLAP = '-88px';

export function StickyDonateBar({
  raisedPaise,
  goalPaise,
  amountPaise,
  watch,
}: {
  raisedPaise: number;
  goalPaise: number;
  /** The chosen amount when it is one the form would accept; otherwise the button says Donate Now. */
  amountPaise: number | null;
  watch: RefObject<HTMLElement | null>;
}) {
  const [formOnScreen, setFormOnScreen] = useState(false);
  useEffect(() => {
    const el = watch.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setFormOnScreen(entry?.isIntersecting ?? false), { rootMargin: `0px 0px ${BAR_OVERLAP} 0px` });
    io.observe(el);
    return () => io.disconnect();
  }, [watch]);
  return (
    <section
      aria-label={campaignMessages.giveToCampaign}
      // `hidden` rather than a slide: the bar must not stay focusable or readable while it is away.
      hidden={formOnScreen}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">
          <strong className="block font-semibold">{campaignMessages.percentFunded(progressPercent(raisedPaise, goalPaise))}</strong>
          <span className="text-muted">{campaignMessages.raised(formatINR(raisedPaise))}</span>
        </p>
        <a href="#donate" className="btn-primary min-h-12 shrink-0 px-5 tabular-nums">
          {amountPaise === null ? campaignMessages.donateNow : campaignMessages.donateAmount(formatINR(amountPaise))}
        </a>
      </div>
    </section>
  );
}
