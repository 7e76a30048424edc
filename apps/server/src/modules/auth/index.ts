import { defineModule } from '../../platform/modules.ts';
import { authRoutes } from './routes.ts';
import { type AuthService, authService } from './service.ts';
import { usersAdmin } from './users-admin.ts';
import { usersAdminRoutes } from './users-admin-routes.ts';

export type { AuthService } from './service.ts';

import type { UsersAdmin } from './users-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService & { users: UsersAdmin };
  }
}

/** Accounts' security: registration, login, sessions, reset links, the mobile's proof; owns users. */
export const authModule = defineModule('auth', ['messaging', 'giving', 'content'], (app, { db, jobs, limiter, config, audit }) => {
  const auth = authService({
    db,
    messaging: app.messaging,
    giving: app.giving,
    jobs,
    limiter,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: config.PUBLIC_URL,
    loginsPerIp: config.LOGIN_RATE_PER_15_MINUTES,
    registrationsPerIp: config.REGISTER_RATE_PER_HOUR,
  });
  const users = usersAdmin({ db, audit });
  app.decorate('auth', Object.assign(auth, { users }));
  authRoutes(app, auth, config.secureCookies);
  usersAdminRoutes(app, users);
});
