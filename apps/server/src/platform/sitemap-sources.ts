// The sitemap's sources: each module that owns public pages adds a function answering its paths
// (with when each last changed) at setup; the seo module reads them all when /sitemap.xml is
// asked for. A registry rather than a dependency list, so a new module lists its pages without
// editing seo, and a page leaves the sitemap the moment its owner stops answering it (a closed
// job, an expired notice).
import type { SitemapEntry } from '@sahyog/core';

export type SitemapSource = () => Promise<readonly SitemapEntry[]>;

export interface SitemapSources {
  add(name: string, source: SitemapSource): void;
  /** Every source's entries, in the order the modules registered. */
  all(): Promise<SitemapEntry[]>;
}

export function sitemapSources(): SitemapSources {
  const sources = new Map<string, SitemapSource>();
  return {
    add(name, source) {
      if (sources.has(name)) throw new Error(`sitemap source "${name}" added twice`);
      sources.set(name, source);
    },
    async all() {
      const lists = await Promise.all([...sources.values()].map((s) => s()));
      return lists.flat();
    },
  };
}
