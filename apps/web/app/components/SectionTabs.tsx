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
  // The row scrolls inside itself on a phone: the section in view keeps its tab in sight.
  useEffect(() => {
    const list = nav.current?.querySelector('ul');
    const tab = list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(current ?? '')}"]`);
    if (!list || !tab) return;
    const l = list.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    if (t.left < l.left) list.scrollLeft += t.left - l.left;
    else if (t.right > l.right) list.scrollLeft += t.right - l.right;
  }, [current]);
  return (
    <nav ref={nav} aria-label={layoutText.sections} className="sticky top-16 z-20 -mx-4 border-b border-line bg-paper/95 px-4 backdrop-blur lg:top-[160px]">
      {/* More tabs than a phone's width (five in English): the row scrolls inside itself rather
          than widening the page (issue 39), each label on one line. */}
      <ul className="no-scrollbar flex gap-2 overflow-x-auto">
        {sections.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              aria-current={current === s.id ? 'location' : undefined}
              className={`inline-flex min-h-12 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold no-underline ${current === s.id ? 'border-accent-700 text-accent-800' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
