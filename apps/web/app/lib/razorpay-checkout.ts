// Razorpay's Standard Checkout in the browser. checkout.js must come from Razorpay itself (its
// terms; it cannot be bundled), so it is loaded only when a donor chooses to pay, and only pages
// that pay by Razorpay ever fetch it. The payment counts only once our server has checked the
// checkout's signature (POST /api/v1/payments/razorpay/verify); the webhook confirms it too, so
// a donor who loses the connection at that moment is still counted.
import { givingMessages as gm, type OrderStatus } from '@sahyog/core';

export const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';
export const VERIFY_URL = '/api/v1/payments/razorpay/verify';

/** What the donor's attempt came to, as the page should tell them. */
export interface RazorpayCheckoutResult {
  /**
   * paid: confirmed by our server. unconfirmed: Razorpay reported success but our server could
   * not confirm it yet (show the order's page, which the webhook will settle). failed: the
   * gateway declined the last attempt and the donor closed the window. dismissed: closed
   * before trying. unavailable: checkout.js did not load.
   */
  outcome: 'paid' | 'unconfirmed' | 'failed' | 'dismissed' | 'unavailable';
  reference: string;
  /** The order's state as our server answered it, when it did. */
  status?: OrderStatus;
  /** For the toast: from our messages, or Razorpay's own reason for a declined payment. */
  message: string;
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayCheckoutOptions {
  keyId: string;
  orderId: string;
  amountPaise: number;
  /** Shown at the top of Razorpay's window: the foundation's name. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** Our order reference. */
  reference: string;
  onDone(result: RazorpayCheckoutResult): void;
}

interface SuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface FailureResponse {
  error?: { code?: string; description?: string; reason?: string };
}
interface RazorpayInstance {
  on(event: 'payment.failed', cb: (response: FailureResponse) => void): void;
  open(): void;
}
export type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
type WithRazorpay = { Razorpay?: RazorpayConstructor };

let loading: Promise<RazorpayConstructor> | undefined;

export function loadCheckout(): Promise<RazorpayConstructor> {
  const present = (window as WithRazorpay).Razorpay;
  if (present) return Promise.resolve(present);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () => {
      const loaded = (window as WithRazorpay).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('checkout.js loaded without Razorpay'));
    };
    script.onerror = () => reject(new Error('checkout.js did not load'));
    document.head.append(script);
  }).catch((err: unknown) => {
    // A flaky connection should not make the next tap fail too: forget the attempt.
    loading = undefined;
    throw err;
  });
  return loading;
}

async function confirm(reference: string, response: SuccessResponse): Promise<{ status?: OrderStatus }> {
  try {
    const res = await fetch(VERIFY_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        reference,
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      }),
    });
    if (!res.ok) return {};
    const body = (await res.json()) as { data?: { status?: OrderStatus } };
    return body.data?.status ? { status: body.data.status } : {};
  } catch {
    return {};
  }
}

/**
 * Opens Razorpay's payment window for one of our orders; `onDone` is called exactly once, when
 * the attempt is over. Resolves once the window is open (or `onDone` has reported that it could
 * not be).
 */
export async function openRazorpayCheckout(opts: RazorpayCheckoutOptions): Promise<void> {
  const { reference } = opts;
  let finished = false;
  const finish = (result: RazorpayCheckoutResult) => {
    if (finished) return;
    finished = true;
    opts.onDone(result);
  };

  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckout();
  } catch {
    finish({ outcome: 'unavailable', reference, message: gm.checkoutLoadFailed });
    return;
  }

  // Razorpay keeps its window open after a declined attempt so the donor can retry there: a
  // failure is only final once they close it.
  let lastError: FailureResponse['error'];
  let succeeded = false;
  const rzp = new Razorpay({
    key: opts.keyId,
    order_id: opts.orderId,
    amount: opts.amountPaise,
    currency: 'INR',
    name: opts.name,
    description: opts.description,
    prefill: opts.prefill,
    // Shown to staff in Razorpay's dashboard beside the payment.
    notes: { reference },
    handler: (response: SuccessResponse) => {
      // The window closing after a success must not be reported as a dismissal while we confirm.
      succeeded = true;
      void confirm(reference, response).then(({ status }) => {
        if (status === 'paid') finish({ outcome: 'paid', status, reference, message: gm.paid });
        else finish({ outcome: 'unconfirmed', ...(status ? { status } : {}), reference, message: gm.checkoutUnconfirmed });
      });
    },
    modal: {
      ondismiss: () => {
        if (succeeded) return;
        if (lastError) finish({ outcome: 'failed', reference, message: lastError.description || gm.failed, error: lastError });
        else finish({ outcome: 'dismissed', reference, message: gm.checkoutDismissed });
      },
    },
  });
  rzp.on('payment.failed', (response) => {
    lastError = response.error ?? {};
  });
  rzp.open();
}
