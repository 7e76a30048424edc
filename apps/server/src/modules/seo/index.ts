import { defineModule } from '../../platform/modules.ts';
import type {} from '../products/index.ts';
import { seoRoutes } from './routes.ts';

/**
 * What search engines read besides the pages: /sitemap.xml (the paths from the modules that own
 * the content: catalog's campaigns, content's blogs, pages and FAQ, products' shop products and shops) and /robots.txt naming it.
 * Owns no table.
 */
export const seoModule = defineModule('seo', ['content', 'catalog', 'products'], (app, { config }) => {
  seoRoutes(app, {
    publicUrl: config.PUBLIC_URL,
    entries: async () => {
      const [campaigns, content, shop] = await Promise.all([app.catalog.sitemap(), app.content.sitemap(), app.products.sitemap()]);
      return { campaigns, content: [...content, ...shop] };
    },
  });
});
