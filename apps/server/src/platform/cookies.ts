// How the server reads a Cookie header: one function for every reader. @fastify/cookie fills
// req.cookies with this same parse (the `cookie` package's: names trimmed, so `sid =X` is the
// session cookie), and the page cache's anonymous check in front of Fastify reads the header
// with it too: a spelling the session lookup accepts is never taken for anonymous by the cache.
import fastifyCookie from '@fastify/cookie';

/** The cookies a Cookie header names, as req.cookies has them. */
export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? fastifyCookie.parse(header) : {};
}
