// Who is asking: a session cookie (web) or a bearer token (API clients). Both are random
// tokens whose SHA-256 is the session id, so a database leak reveals no usable token.
import { createHash, randomBytes } from 'node:crypto';
import { AppError, type PublicUser, type Role, SESSION_COOKIE, SESSION_DAYS, serverText, VIEWER_COOKIE } from '@sahyog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export { SESSION_COOKIE, SESSION_DAYS };

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface Viewer {
  user: PublicUser;
  sessionId: string;
  via: 'cookie' | 'bearer';
}

export interface SessionLookup {
  viewerFor(tokenHash: string): Promise<{ user: PublicUser; sessionId: string } | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** A credential came with the request but is unknown, expired or revoked. */
    badCredential: boolean;
  }
}

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: SESSION_DAYS * 24 * 60 * 60 };
}

export function registerAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('badCredential', false);
  // Callback style, not async: most requests carry no credential and should cost nothing here.
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const cookie = req.headers.cookie ? req.cookies?.[SESSION_COOKIE] : undefined;
    const token = bearer || cookie;
    if (!token) return done();
    // Tokens are base64url of 32 bytes; anything else is tampered with and never reaches SQL.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
      req.badCredential = true;
      return done();
    }
    sessions.viewerFor(hashToken(token)).then((found) => {
      if (found) req.viewer = { ...found, via: bearer ? 'bearer' : 'cookie' };
      else req.badCredential = true;
      done();
    }, done);
  });

  // Cookie-authenticated changes must come from our own pages (CSRF): the browser's Origin
  // (or Referer) has to name this host. Only a valid bearer token is exempt.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return done();
    if (req.viewer?.via === 'bearer') return done();
    const hasCookie = req.cookies?.[SESSION_COOKIE] !== undefined;
    // Anonymous form posts (login, register) are checked when the browser names an origin.
    if (!hasCookie && !req.headers.origin) return done();
    const source = req.headers.origin ?? req.headers.referer;
    if (!source || hostOf(source) !== hostOf(`${req.protocol}://${req.host}`)) return done(AppError.forbidden(serverText.notFromOurSite));
    done();
  });
}

/** host[:port] with default ports dropped, so "localhost:80" and "localhost" compare equal. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw AppError.unauthorized();
  return req.viewer;
}

export function requireRole(req: FastifyRequest, roles: readonly Role[]): Viewer {
  const v = requireViewer(req);
  if (!roles.includes(v.user.role)) throw AppError.forbidden();
  return v;
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(secure), maxAge: 0 });
  reply.clearCookie(VIEWER_COOKIE, { ...cookieOptions(secure), httpOnly: false, maxAge: 0 });
}
