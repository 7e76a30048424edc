// Renders a page to one buffer. The server's page adapter reads the whole page anyway (to hash
// its inline scripts for the CSP, compress it and keep it in the page cache), so streaming it
// through React Router's default Node stream → web ReadableStream → Response only cost CPU on
// every cache miss (bench: `npm run bench -- viral --cpu-prof`). Waiting for everything also
// means crawlers and donors get the same complete page, and that the page's JavaScript can be
// made to wait for the load event (lib/hydrate-after-load.server.ts) on the whole HTML.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { BOOT_TAG, hydrateAfterLoad } from './lib/hydrate-after-load.server.ts';
import { SCRIPT_NONCE_HEADER, ScriptNonce } from './lib/script-nonce.ts';
import type { RouteHandle } from './root.tsx';

/** A render that has not finished by then is cut off (its boundaries flush their fallbacks). */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));

  const nonce = randomBytes(16).toString('base64url');
  responseHeaders.set(SCRIPT_NONCE_HEADER, nonce);
  const app = (
    <ScriptNonce.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ScriptNonce.Provider>
  );
  // A page that ships no React (the console, content pages: `hydrate: false`) has no <Scripts>,
  // so nothing in it suspends: one string render. The stream below turned each of its
  // thousands of small chunks into bytes and flushed them one by one, a third of the render of
  // a console list at 10 clients (decision 0044).
  if (!hydrates(routerContext)) {
    responseHeaders.set('Content-Type', 'text/html');
    return Promise.resolve(new Response(`<!DOCTYPE html>${renderToString(app)}`, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set('Content-Type', 'text/html');
        const html = Buffer.concat(chunks);
        // Content pages have no boot to rewrite; Vite's dev server boots differently (its HMR
        // runtime first) and is left as it is.
        const body = !import.meta.env.DEV && html.includes(BOOT_TAG) ? hydrateAfterLoad(html.toString('utf8')) : html;
        resolve(new Response(body, { status, headers: responseHeaders }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      onAllReady() {
        shellRendered = true;
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors while rendering the shell reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
    timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/** Whether the page hydrates: root.tsx renders <Scripts> unless a matched route says `hydrate: false`. */
function hydrates(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some((m) => (context.routeModules[m.route.id]?.handle as RouteHandle | undefined)?.hydrate === false);
}
