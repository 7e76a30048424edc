import { defineModule } from '../../platform/modules.ts';
import { seoRoutes } from './routes.ts';

/**
 * What search engines read besides the pages: /sitemap.xml (the paths from the modules that own
 * the content: catalog's campaigns, content's blogs, pages and FAQ) and /robots.txt naming it.
 * Owns no table.
 */
export const seoModule = defineModule('seo', ['content', 'catalog'], (app, { config }) => {
  seoRoutes(app, {
    publicUrl: config.PUBLIC_URL,
    entries: async () => {
      const [campaigns, content] = await Promise.all([app.catalog.sitemap(), app.content.sitemap()]);
      return { campaigns, content };
    },
  });
});
