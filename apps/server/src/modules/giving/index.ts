import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import type {} from '../privacy/index.ts';
import { type CheckoutService, checkoutService } from './checkout.ts';
import { type DemoGifts, demoGifts } from './demo-gifts.ts';
import { type CampaignFigures, countPayments, keepFiguresWith, type Tx } from './ledger.ts';
import { givingRoutes } from './routes.ts';
import { campaignSeller } from './seller.ts';
import { givingService } from './service.ts';
import { type DonationReceipts, donationReceipts } from './tax-details.ts';
import { type GivingThanks, givingThanks, type MonthlyLinks } from './thanks.ts';

export type { CampaignFigures, DonationRow, NewDonation } from './ledger.ts';
export type { DonationReceipts, DonationTaxDetails } from './tax-details.ts';
export type { MonthlyLinks } from './thanks.ts';

/** What giving asks of the monthly module, which is registered after it. */
export interface MonthlyForGiving extends MonthlyLinks {
  /** The monthly gift an order is a month of (its reference), read in the transaction that counts it; null for any other order. */
  referenceOf(tx: Tx, orderId: number): Promise<string | null>;
}

export type GivingService = ReturnType<typeof givingService> &
  CheckoutService &
  DemoGifts &
  DonationReceipts &
  Pick<GivingThanks, 'afterThanks'> & {
    useMonthly(monthly: MonthlyForGiving): void;
    /** The catalog hands in its keeper of campaign figures (ledger.ts), as monthly hands in its links. */
    keepFiguresWith(keeper: CampaignFigures): void;
  };

declare module 'fastify' {
  interface FastifyInstance {
    giving: GivingService;
  }
}

/** Donations and the campaign figures they make (the ledger), the checkout that sells them, and the thank-you. */
export const givingModule = defineModule('giving', ['messaging', 'content', 'privacy', 'payments'], (app, { db, jobs, config, limiter }) => {
  let monthly: MonthlyForGiving | undefined;
  const counted = countPayments((tx, id) => (monthly ? monthly.referenceOf(tx, id) : Promise.resolve(null)));
  const thanks = givingThanks({
    db,
    jobs,
    payments: app.payments,
    messaging: app.messaging,
    privacy: app.privacy,
    settings: () => app.content.settings(),
    publicUrl: config.PUBLIC_URL,
  });
  // Gifts are the purpose payments' checkout form sells (check: a campaign open, its products
  // priced); a paid one makes its donation, then queues its thank-you, in the order's transaction.
  app.payments.register('gift', {
    check: campaignSeller(db),
    async onPaid(tx, order) {
      await counted.onPaid?.(tx, order);
      await thanks.onPaid(tx, order);
    },
    onRefunded: counted.onRefunded,
  });
  const checkout = checkoutService({ orders: app.payments, limiter, ratePerMinute: config.ORDER_RATE_PER_MINUTE });
  const giving: GivingService = Object.assign(givingService(db), checkout, demoGifts(db, app.payments), donationReceipts, {
    afterThanks: thanks.afterThanks,
    useMonthly(m: MonthlyForGiving) {
      monthly = m;
      thanks.useMonthly(m);
    },
    keepFiguresWith,
  });
  app.decorate('giving', giving);
  givingRoutes(app, giving, { simulator: config.PAYMENT_SIMULATOR === 'on' });
});
