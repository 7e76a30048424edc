// A console list's filter by status: "All" and one link per status with its count, the current
// one marked for screen readers (aria-current) and by colour.
import { Link } from '../lib/links.tsx';

export function StatusTabs<S extends string>({
  label,
  all,
  statuses,
  labels,
  counts,
  current,
}: {
  label: string;
  all: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number>;
  current: S | null;
}) {
  const tabs: { label: string; status: S | null; n?: number }[] = [
    { label: all, status: null },
    ...statuses.map((s) => ({ label: labels[s], status: s, n: counts[s] })),
  ];
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.label}>
            <Link
              to={t.status ? `?status=${t.status}` : '.'}
              aria-current={t.status === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium no-underline ${t.status === current ? 'border-accent-700 bg-accent-50 text-accent-800' : 'border-line hover:bg-stone-100'}`}
            >
              {t.label}
              {t.n !== undefined ? <span className="ml-2 text-muted">{t.n}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
