import { defineModule } from '../../platform/modules.ts';
import { docsRoutes } from './routes.ts';

/** The API reference; built on first request, so it lists every module registered before it. */
export const docsModule = defineModule('docs', [], (app) => {
  docsRoutes(app);
});
