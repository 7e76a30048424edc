import { defineModule } from '../../platform/modules.ts';
import type {} from '../journal/index.ts';
import { razorpayX } from './razorpayx.ts';
import { type RazorpayXPayouts, razorpayXPayouts } from './razorpayx-payouts.ts';
import { razorpayXRoutes } from './routes.ts';
import { type PayoutsService, payoutsService } from './service.ts';

export type { PayeeAccount, PayeeEvent, PayeeKind, PayoutProvider, PayoutRecord } from './service.ts';

export type Payouts = PayoutsService & {
  /** Payouts paid through RazorpayX; undefined without its keys (decision 0051). */
  razorpayx: RazorpayXPayouts | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    payouts: Payouts;
  }
}

/**
 * What the foundation pays out (issue 44 part 3, decision 0072) [payouts]: withdrawals of any
 * registered payee kind (the shop's vendors now), the guards once for all of them (never one's
 * own, a second approver above the kind's amount, no money while the payee may not be paid),
 * posted to the journal, and paid by a recorded bank transfer or through RazorpayX (its signed
 * webhook and poll). It listens to no one: a module registers its payees' kind at start-up.
 */
export const payoutsModule = defineModule('payouts', ['journal'], (app, { db, jobs, config, audit }) => {
  const service = payoutsService({ db, journal: app.journal, audit });
  // Paid through RazorpayX when its four settings are set (decision 0051).
  const viaRazorpayX =
    config.RAZORPAYX_KEY_ID && config.RAZORPAYX_KEY_SECRET && config.RAZORPAYX_ACCOUNT_NUMBER && config.RAZORPAYX_WEBHOOK_SECRET
      ? razorpayXPayouts({
          db,
          rx: razorpayX({
            keyId: config.RAZORPAYX_KEY_ID,
            keySecret: config.RAZORPAYX_KEY_SECRET,
            accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER,
            webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET,
            apiUrl: config.RAZORPAYX_API_URL,
          }),
          payouts: service,
          jobs,
          log: app.log,
        })
      : undefined;
  if (viaRazorpayX) service.addProvider(viaRazorpayX);
  app.decorate('payouts', Object.assign(service, { razorpayx: viaRazorpayX }));
  if (viaRazorpayX) razorpayXRoutes(app, viaRazorpayX);
});
