// UPI by QR code to the foundation's own UPI id: no gateway, no fee. The donor pays from any UPI
// app and sends the 12-digit UTR; staff match it against the bank statement (orders.verify). A
// refund is a transfer staff make back and record.
import { emailText, paymentMethodLabels, RECEIPT_MODES, type Settings, upiUri } from '@sahyog/core';
import type { PaymentMethodInfo, PaymentProvider } from './types.ts';

export const upiInfo: PaymentMethodInfo = {
  method: 'upi',
  label: paymentMethodLabels.upi,
  receiptMode: RECEIPT_MODES.upi,
  describe: (order) => emailText.paidUpi(order.utr ?? ''),
  confirmedByUtr: true,
  // A paid demo gift carries the UTR staff matched it with.
  demoEvidence: (n, { paid, at }) => (paid ? { utr: `80${String(n + 1).padStart(10, '0')}`, utrSubmittedAt: at } : {}),
};

export function upiProvider(deps: { publicUrl: string; settings: () => Promise<Settings> }): PaymentProvider {
  return {
    ...upiInfo,
    async checkoutExtras(order) {
      const st = await deps.settings();
      return {
        upiUri: upiUri({
          vpa: st.upiId,
          payeeName: st.upiPayeeName,
          merchantCode: st.upiMerchantCode,
          reference: order.reference,
          totalPaise: order.totalPaise,
          note: `Donation ${order.reference}`,
        }),
        qrImageUrl: `${deps.publicUrl}/api/v1/orders/${order.reference}/qr.png`,
      };
    },
  };
}
