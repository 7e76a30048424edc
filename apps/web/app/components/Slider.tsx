// A scroll-snap slider: without JavaScript it is a swipeable row; with it, it autoplays
// (pausing on hover, focus and when hidden), loops, and gets arrows and dots.
import { SLIDER } from '@sahyog/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from './Icons.tsx';

type PerView = { base: number; under1024: number; under768: number };

const widthClass: Record<string, string> = {
  '1-1-1': 'basis-full',
  '3-2-1': 'basis-full md:basis-1/2 lg:basis-1/3',
  '6-3-2': 'basis-1/2 md:basis-1/3 lg:basis-1/6',
};

export function Slider({
  label,
  children,
  perView = { base: 1, under1024: 1, under768: 1 },
  autoplay = true,
  arrows = true,
  dots = true,
  className = '',
}: {
  label: string;
  children: ReactNode[];
  perView?: PerView;
  autoplay?: boolean;
  arrows?: boolean;
  dots?: boolean;
  className?: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = children.length;
  const basis = widthClass[`${perView.base}-${perView.under1024}-${perView.under768}`] ?? 'basis-full';

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const idx = ((i % count) + count) % count;
      const item = el.children[idx] as HTMLElement | undefined;
      if (!item) return;
      // Loop: past the last page of slides, go back to the first.
      const maxScroll = el.scrollWidth - el.clientWidth;
      const target = item.offsetLeft - el.offsetLeft;
      el.scrollTo({ left: i >= count || target > maxScroll + 4 ? 0 : target, behavior: 'smooth' });
    },
    [count],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const w = (el.children[0] as HTMLElement | undefined)?.offsetWidth ?? el.clientWidth;
      setActive(Math.round(el.scrollLeft / Math.max(1, w)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!autoplay || paused || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = window.setInterval(() => {
      const el = track.current;
      if (!el || document.hidden) return;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      goTo(atEnd ? 0 : active + 1);
    }, SLIDER.autoplayMs);
    return () => window.clearInterval(t);
  }, [autoplay, paused, count, active, goTo]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <ul ref={track} className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto scroll-smooth" aria-live={paused ? 'polite' : 'off'}>
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
          <li key={i} className={`${basis} shrink-0 snap-start`} aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {child}
          </li>
        ))}
      </ul>
      {arrows && count > 1 ? (
        <>
          <button type="button" onClick={() => goTo(active - 1)} aria-label="Previous slide" className="absolute left-2 top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-line hover:bg-white sm:inline-flex">
            <ChevronLeft />
          </button>
          <button type="button" onClick={() => goTo(active + 1)} aria-label="Next slide" className="absolute right-2 top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-line hover:bg-white sm:inline-flex">
            <ChevronRight />
          </button>
        </>
      ) : null}
      {dots && count > 1 ? (
        <div className="mt-3 flex justify-center gap-1">
          {children.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === active ? 'true' : undefined}
              className="group inline-flex h-11 w-8 items-center justify-center"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-6 bg-accent-700' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400'}`} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
