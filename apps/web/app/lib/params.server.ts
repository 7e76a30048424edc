// A record's id from the page's address: a whole number a serial column can hold, or the 404 a
// missing record answers (never a 500 for /admin/vendors/abc or /admin/receipts/99999999999).
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return id;
}
