// What staff announce on the home page (console, Site settings): a strip of short lines that
// scrolls (still for reduced motion, paused under the pointer), and a notice shown once per
// visitor (a non-modal dialog at the bottom; enhance.js remembers that it was closed).
import { layoutText, type Settings, settingsMessages as sm } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

export function Marquee({ lines }: { lines: readonly string[] }) {
  if (!lines.length) return null;
  const items = (hidden: boolean) =>
    lines.map((l, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their place is their identity
      <li key={`${hidden}-${i}`} aria-hidden={hidden || undefined} className={hidden ? 'whitespace-nowrap motion-reduce:hidden' : 'whitespace-nowrap'}>
        {l}
      </li>
    ));
  return (
    <section aria-label={layoutText.announcements} className="overflow-hidden border-b border-line bg-accent-50 py-2 text-sm font-medium text-accent-800">
      {/* Twice over, so the loop has no gap; the second copy is for the eye only. */}
      <ul className="flex w-max gap-12 px-4 animate-[marquee_40s_linear_infinite] hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:gap-x-8">
        {items(false)}
        {items(true)}
      </ul>
    </section>
  );
}

export function HomePopup({ popup }: { popup: Settings['homePopup'] }) {
  if (!popup.enabled || !popup.title) return null;
  return (
    <dialog
      open
      data-popup={`${popup.title}\n${popup.text}`}
      aria-labelledby="home-popup-title"
      className="fixed inset-x-4 bottom-4 z-40 m-0 ml-auto max-w-md rounded-2xl border border-line bg-white p-5 text-ink shadow-2xl sm:right-6 sm:left-auto"
    >
      <h2 id="home-popup-title" className="text-lg font-bold">
        {popup.title}
      </h2>
      <p className="mt-1 text-muted">{popup.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {popup.linkUrl ? (
          <Link to={popup.linkUrl} className="btn-primary min-h-11">
            {popup.linkLabel || popup.title}
          </Link>
        ) : null}
        <form method="dialog">
          <button type="submit" className="btn-quiet min-h-11">
            {sm.popupClose}
          </button>
        </form>
      </div>
    </dialog>
  );
}
