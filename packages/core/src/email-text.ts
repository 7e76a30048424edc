// The words the server's modules put into an email's or SMS's data before the template places
// them (apps/server/src/modules/messaging/templates.ts): read in the message's language, so a
// Hindi thank-you carries no English line.
import { catalogue } from './i18n.ts';

export const emailText = /* @__PURE__ */ catalogue('emailText', {
  /** The thank-you's lines under the donation, when the donor added them. */
  tipLine: (amount: string) => `Tip to the platform: ${amount}`,
  urgentLine: (amount: string) => `Urgent causes: ${amount}`,
  /** A monthly gift's thank-you: where to manage it. */
  manageLine: (reference: string, url: string) => `Monthly gift ${reference}: pause, change the amount or stop at ${url}`,
  /** How the gift was paid ("Mode:" in the thank-you). */
  paidOnline: 'Online (Razorpay)',
  paidSimulator: 'Payment simulator (test)',
  paidUpi: (utr: string) => `UPI (UTR ${utr})`,
});
