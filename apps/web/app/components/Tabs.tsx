// ARIA tabs (APG pattern): arrow keys move between tabs, only the active tab is in the tab order.
import { type ReactNode, useId, useRef, useState } from 'react';

export function Tabs({ label, tabs }: { label: string; tabs: { title: string; content: ReactNode }[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: React.KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-full bg-stone-100 p-1" onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.title}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`min-h-11 flex-1 rounded-full px-4 text-sm font-semibold ${i === active ? 'bg-white text-accent-800 shadow-sm' : 'text-muted hover:text-ink'}`}
          >
            {t.title}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel takes focus so its content can be reached
        <div key={t.title} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== active} tabIndex={0} className="mt-4">
          {t.content}
        </div>
      ))}
    </div>
  );
}
