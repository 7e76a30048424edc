// The console lists' paging (issue 22): plain links, so they work without JavaScript. A list
// pages by key (core paging.ts): "Next page" carries the cursor of the last row shown, "First
// page" drops it; the search and filters in the address are kept.
import { pageHref, pagingMessages as pm } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

export function PageLinks({
  path,
  search,
  next,
  label = pm.pages,
  param = 'after',
}: {
  path: string;
  search: string;
  next: string | null;
  label?: string;
  /** The cursor's name in the address (a page with two lists gives each its own). */
  param?: string;
}) {
  const paged = new URLSearchParams(search).has(param);
  if (!next && !paged) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-3">
      {paged ? (
        <Link to={pageHref(path, search, null, param)} className="btn-secondary min-h-11" rel="first">
          {pm.firstPage}
        </Link>
      ) : null}
      {next ? (
        <Link to={pageHref(path, search, next, param)} className="btn-secondary min-h-11" rel="next">
          {pm.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
