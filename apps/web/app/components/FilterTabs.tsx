// A list's filters as plain links (no script): one per state, the current one marked for
// screen readers and by more than colour.
import { Link } from '../lib/links.tsx';

export function FilterTabs({
  label,
  tabs,
  current,
  href,
}: {
  label: string;
  tabs: { value: string; label: string }[];
  current: string;
  href: (value: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.value}>
            <Link
              to={href(t.value)}
              aria-current={current === t.value ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold no-underline ${
                current === t.value ? 'border-accent-700 bg-accent-50 text-accent-800' : 'border-line bg-white text-stone-700'
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
