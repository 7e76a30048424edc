// Which pages the server's short page cache may keep: only public content, by declaring it.
// Pages that depend on who asks or on a secret in the URL (reset links) never say this.
export function publicPageHeaders() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}
