import { describe, expect, it } from 'vitest';
import { hydrateAfterLoad } from './hydrate-after-load.server.ts';

// The shape React Router 8's <Scripts /> renders in production (route discovery on).
const head =
  '<head><link rel="preload" as="image" href="/p.svg" fetchPriority="high"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head>';
const boot = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/campaign-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/campaign":route1};

import("/assets/entry.client-A.js");`;
const page = (code: string) =>
  `<!DOCTYPE html><html>${head}<body><main>x</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${code}</script><script>enhance()</script></body></html>`;

function bootOf(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describe('hydrateAfterLoad', () => {
  const out = hydrateAfterLoad(page(boot));

  it('takes the module preloads out of the head, keeping the other links', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('waits for the load event, then preloads the same modules and imports the routes', () => {
    const code = bootOf(out);
    expect(code).not.toMatch(/^\s*import \* as/m);
    const wait = code.indexOf("addEventListener('load'");
    const preload = code.indexOf('["/assets/entry.client-A.js","/assets/root-B.js"]');
    const imports = code.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/campaign-C.js")]);');
    const entry = code.indexOf('import("/assets/entry.client-A.js");');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(entry).toBeGreaterThan(imports);
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/campaign":route1};');
  });

  it('keeps the boot element itself, so hydration still claims it, and the scripts around it', () => {
    expect(out.match(/<script type="module" async="">/g)).toHaveLength(1);
    expect(out).toContain('<script>window.__reactRouterContext = {};</script><script type="module" async="">');
    expect(out).toContain('</script><script>enhance()</script></body>');
  });

  it('leaves a page alone when its boot is not the expected shape', () => {
    const noBoot = '<!DOCTYPE html><html><head></head><body><script>enhance()</script></body></html>';
    expect(hydrateAfterLoad(noBoot)).toBe(noBoot);
    // A side-effect import (route discovery off) must run first: not rewritten.
    const sideEffect = page(`import "/assets/manifest-D.js";\n${boot}`);
    expect(hydrateAfterLoad(sideEffect)).toBe(sideEffect);
  });

  it('rewrites the form used when a route has several chunks', () => {
    const split = boot.replace(
      'import * as route1 from "/assets/campaign-C.js";',
      'import * as route1_clientLoader from "/assets/campaign-loader.js";\nimport * as route1_main from "/assets/campaign-C.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const code = bootOf(hydrateAfterLoad(page(split)));
    expect(code).toContain('const [route0, route1_clientLoader, route1_main] = await Promise.all([');
    expect(code).toContain('const route1 = {...route1_clientLoader,...route1_main};');
  });
});

describe('hydrateAfterLoad with the render’s script mark', () => {
  it('rewrites a boot that carries a nonce attribute, keeps the attribute, and takes out preloads that carry it too', () => {
    const marked = page(boot)
      .replace('<script type="module" async="">', '<script nonce="Ab-9_x" type="module" async="">')
      .replaceAll('"/>', '" nonce="Ab-9_x"/>');
    expect(marked).toContain('<link rel="modulepreload" href="/assets/root-B.js" nonce="Ab-9_x"/>');
    const out = hydrateAfterLoad(marked);
    expect(out).toContain('<script nonce="Ab-9_x" type="module" async="">await new Promise');
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(bootOf(out.replaceAll(' nonce="Ab-9_x"', ''))).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
  });

  it('leaves a boot with any other attribute before its type alone', () => {
    const odd = page(boot).replace('<script type="module" async="">', '<script data-x="1" type="module" async="">');
    expect(hydrateAfterLoad(odd)).toBe(odd);
  });
});
