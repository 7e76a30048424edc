import { layoutText } from '@sahyog/core';

const STYLE: Record<string, string> = {
  paid: 'bg-accent-50 text-accent-800',
  pending: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
  refunded: 'bg-stone-100 text-stone-800',
};

/** Status in words (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[status] ?? 'bg-stone-100'}`}>
      {(layoutText.status as Record<string, string>)[status] ?? status}
    </span>
  );
}
