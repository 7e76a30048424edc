// Carousel markup. Behaviour (autoplay, loop, arrows, dots) comes from enhance/enhance.js, the
// same code on hydrated and static pages; without any script it is a swipeable row.
import { layoutText } from '@sahyog/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from './Icons.tsx';

type PerView = { base: number; under1024: number; under768: number };

const widthClass: Record<string, string> = {
  '1-1-1': 'basis-full',
  '3-2-1': 'basis-full md:basis-1/2 lg:basis-1/3',
  '6-3-2': 'basis-1/2 md:basis-1/3 lg:basis-1/6',
};

declare global {
  interface Window {
    sahyogSlider?: (el: HTMLElement) => void;
  }
}

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
  const root = useRef<HTMLElement>(null);
  // After a client-side navigation the inline enhancer has already run; attach it here.
  useEffect(() => {
    if (root.current) window.sahyogSlider?.(root.current);
  }, []);
  const basis = widthClass[`${perView.base}-${perView.under1024}-${perView.under768}`] ?? 'basis-full';
  const count = children.length;
  return (
    <section
      ref={root}
      data-slider=""
      data-autoplay={String(autoplay)}
      aria-roledescription="carousel"
      aria-label={label}
      className={`group/slider relative ${className}`}
    >
      {/* Focusable so keyboard users can scroll it (its slides may hold no links). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul data-track="" tabIndex={0} className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto rounded-lg">
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
          <li key={i} className={`${basis} shrink-0 snap-start`} aria-roledescription="slide" aria-label={layoutText.slideOf(i + 1, count)}>
            {child}
          </li>
        ))}
      </ul>
      {/* The controls sit in a row under the slides (previous, dots, next), never over them: over
          the slides, 44 px arrows covered the first and last cards' text. */}
      {count > 1 && (arrows || dots) ? (
        <div className="slider-controls">
          {arrows ? (
            <button type="button" data-prev="" aria-label={layoutText.previousSlide} className="slider-arrow">
              <ChevronLeft />
            </button>
          ) : null}
          {/* The enhancer fills the dots, before a hydrating page hydrates: React leaves the contents
              of an element set by dangerouslySetInnerHTML alone, so they are no hydration mismatch. */}
          {dots ? <div data-dots="" data-dot-label={layoutText.showSlide('{n}')} className="slider-dots" dangerouslySetInnerHTML={{ __html: '' }} /> : null}
          {arrows ? (
            <button type="button" data-next="" aria-label={layoutText.nextSlide} className="slider-arrow">
              <ChevronRight />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
