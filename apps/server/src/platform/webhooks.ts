// A payment provider's webhook (Razorpay's payments, RazorpayX's payouts): nothing in its body is
// read before its signature over the raw bytes is proven; then it must be JSON. Each refusal is
// the API's 400 with the giving catalogue's words; a forged one is logged by the caller.
import { AppError, givingMessages as gm } from '@sahyog/core';

export function signedWebhookJson(
  rawBody: string,
  signature: string | undefined,
  valid: (body: string, signature: string) => boolean,
  forged: () => void,
): unknown {
  if (!signature || !valid(rawBody, signature)) {
    forged();
    throw new AppError('bad_signature', gm.badSignature);
  }
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new AppError('bad_request', gm.webhookNotJson);
  }
}
