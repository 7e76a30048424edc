// Sticky section navigation that highlights the section in view (120 px offset, as the spec).
import { layoutText, SCROLL_HIGHLIGHT_OFFSET_PX } from '@sahyog/core';
import { useEffect, useRef, useState } from 'react';

export function SectionTabs({ sections }: { sections: { id: string; label: string }[] }) {
  const [current, setCurrent] = useState(sections[0]?.id);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const onScroll = () => {
      // A section is "in view" once its top passes the bottom of the sticky bars (the fixed
      // header plus this tab bar), never less than the spec's 120 px.
      const line = Math.max(SCROLL_HIGHLIGHT_OFFSET_PX, (nav.current?.getBoundingClientRect().bottom ?? 0) + 16);
      let active = sections[0]?.id;
      for (const s of sections) {
        const el = document.getElementById(s.id);
        if (el && el.getBoundingClientRect().top <= line) active = s.id;
      }
      setCurrent(active);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sections]);
  return (
    <nav ref={nav} aria-label={layoutText.sections} className="sticky top-16 z-20 -mx-4 border-b border-line bg-paper/95 px-4 backdrop-blur lg:top-[160px]">
      <ul className="flex gap-2">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              aria-current={current === s.id ? 'location' : undefined}
              className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold no-underline ${current === s.id ? 'border-accent-700 text-accent-800' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
