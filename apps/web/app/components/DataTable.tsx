// A table that becomes a list of cards under 640 px (each cell labelled by its column).
import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; align?: 'right' };

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
}) {
  return (
    // Scrolls rather than clips: a table wider than the console (it should not be; text wraps)
    // still lets staff reach its last column, where the buttons are.
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="data-table w-full text-left text-sm">
        <caption className="border-b border-line px-4 py-3 text-left text-base font-semibold">{caption}</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 font-semibold ${c.align === 'right' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="text-center text-muted" data-empty="">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={c.align === 'right' ? 'text-right tabular-nums' : undefined}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
