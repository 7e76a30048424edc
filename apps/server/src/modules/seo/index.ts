import { defineModule } from '../../platform/modules.ts';
import { seoRoutes } from './routes.ts';

/**
 * What search engines read besides the pages: /sitemap.xml (the paths each owning module added to
 * the platform's sitemap sources at setup: catalog's campaigns, content's blogs, pages and FAQ,
 * products' shop products and shops, challenges and courses …) and /robots.txt naming it.
 * Owns no table. Registered after every module, so every source is in by the first request.
 */
export const seoModule = defineModule('seo', [], (app, { config, sitemap }) => {
  seoRoutes(app, { publicUrl: config.PUBLIC_URL, entries: () => sitemap.all() });
});
