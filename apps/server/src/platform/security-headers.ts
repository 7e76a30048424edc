// Security headers, computed once at start-up. @fastify/helmet rebuilt them on every request
// and cost two thirds of the throughput of a cached read here (measured: 5.4k -> 1.8k req/s).
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  https: boolean;
  dev: boolean;
  /** Razorpay takes payments: its checkout script may run and frame its payment form. */
  razorpay?: boolean;
  /** The origin uploaded images are served from, when they live in S3-compatible storage. */
  mediaOrigin?: string | undefined;
}

/**
 * What Razorpay's Standard Checkout loads into our page, from the allow-list Razorpay ships with
 * its own Magento plugin (razorpay/razorpay-magento etc/csp_whitelist.xml): checkout.js and the
 * risk-detection script, the payment form's frame, the images it shows and its telemetry.
 * checkout.razorpay.com may be framed as well: it already runs script in our page, so that
 * grants it nothing more. Added only when Razorpay is configured.
 */
const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
} as const;

export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const rzp = (kind: keyof typeof RAZORPAY_SOURCES) => (opts.razorpay ? RAZORPAY_SOURCES[kind].map((src) => ` ${src}`).join('') : '');
  const csp = [
    "default-src 'self'",
    // No inline script runs unless the page adapter lists its hash for that page (pages.ts):
    // pages are cached and shared, so there is no per-response nonce.
    `script-src 'self'${rzp('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https://i.ytimg.com${rzp('img')}${opts.mediaOrigin ? ` ${opts.mediaOrigin}` : ''}`,
    `frame-src https://www.youtube-nocookie.com https://www.google.com${rzp('frame')}`,
    `connect-src 'self'${rzp('connect')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    ...(opts.dev ? {} : { 'content-security-policy': csp }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  const headers = securityHeaders(opts);
  // Answers served from the public cache skip Fastify: they carry the same headers.
  app.publicCache.baseHeaders = headers;
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
