// A console page's cursor (core paging.ts) from its address. A page link that was changed or
// belongs to another list shows the first page, as a page would for a bad page number; the
// admin API answers a field error instead.
import { decodeCursor, isAppError } from '@sahyog/core';

/** The `after` cursor of the address, when it is one we could have made. */
export function afterParam(url: URL, param = 'after'): string | undefined {
  const after = url.searchParams.get(param);
  return after && decodeCursor(after) ? after : undefined;
}

/** A list read from the cursor, or from the top when the list says the cursor is not its own. */
export async function fromCursor<T>(after: string | undefined, read: (after: string | undefined) => Promise<T>): Promise<T> {
  try {
    return await read(after);
  } catch (e) {
    if (after !== undefined && isAppError(e) && e.fields?.after) return read(undefined);
    throw e;
  }
}
