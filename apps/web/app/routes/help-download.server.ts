// A ticket's file as a download, for the requester's and staff's file routes alike.

/** The name as a header carries it: ASCII in `filename`, the full name in `filename*` (RFC 6266). */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function downloadResponse(file: { fileName: string; contentType: string; bytes: Buffer | Uint8Array }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': disposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
