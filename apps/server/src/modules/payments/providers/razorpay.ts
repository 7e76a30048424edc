// Razorpay's checkout (UPI, cards, net banking): each of our orders gets a gateway order before
// the checkout opens; payment is confirmed by the signed callback or webhook (razorpay/events.ts)
// and refunded through its Refunds API.
import { AppError, emailText, givingMessages as gm, paymentMethodLabels, RECEIPT_MODES, serverText } from '@sahyog/core';
import type { RazorpayGateway } from '../razorpay/gateway.ts';
import type { PaymentMethodInfo, PaymentProvider } from './types.ts';

export const razorpayInfo: PaymentMethodInfo = {
  method: 'razorpay',
  label: paymentMethodLabels.razorpay,
  receiptMode: RECEIPT_MODES.online,
  describe: () => emailText.paidOnline,
  refundedByProvider: true,
  // Made up: a refund through a real gateway account would be refused for them, as it should.
  demoEvidence: (n, { paid, started }) => ({
    ...(started ? { providerOrderId: `order_DEMO${String(n + 1).padStart(10, '0')}` } : {}),
    ...(paid ? { providerPaymentId: `pay_DEMO${String(n + 1).padStart(10, '0')}` } : {}),
  }),
};

export function razorpayProvider(gateway: RazorpayGateway): PaymentProvider {
  return {
    ...razorpayInfo,
    checkoutExtras: async (order) => (order.providerOrderId ? { razorpayKeyId: gateway.keyId, razorpayOrderId: order.providerOrderId } : {}),
    async prepare(order) {
      if (order.providerOrderId) return undefined;
      try {
        const { id } = await gateway.createOrder({
          reference: order.reference,
          amountPaise: order.totalPaise,
          notes: { reference: order.reference },
        });
        return { providerOrderId: id };
      } catch {
        throw new AppError('gateway_unavailable', gm.gatewayUnavailable);
      }
    },
    async refund(order, amountPaise, idempotencyKey) {
      if (!order.providerPaymentId) throw new AppError('gateway_unavailable', serverText.gatewayNotConfigured);
      try {
        return await gateway.refund(order.providerPaymentId, amountPaise, { reference: order.reference }, idempotencyKey);
      } catch {
        throw new AppError('gateway_unavailable', serverText.gatewayNoAnswer);
      }
    },
  };
}
