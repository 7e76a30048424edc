// The browser side of Razorpay, with a stand-in for checkout.js: what the donor's page sees is
// one onDone per attempt, "paid" only once our server has confirmed the signature.
import { givingMessages as gm } from '@sahyog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Options = Record<string, unknown> & {
  handler: (r: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal: { ondismiss: () => void };
};

/** The last checkout opened, driven by the test as a donor would through Razorpay's window. */
let opened: { options: Options; failed?: (r: unknown) => void } | undefined;
let appended: { src?: string; onload?: () => void; onerror?: () => void }[] = [];
const fakeWindow: { Razorpay?: unknown } = {};

class FakeRazorpay {
  constructor(options: Options) {
    opened = { options };
  }
  on(event: string, cb: (r: unknown) => void) {
    if (event === 'payment.failed' && opened) opened.failed = cb;
  }
  open() {}
}

/** Loads the module afresh (it remembers checkout.js once loaded). */
async function load() {
  vi.resetModules();
  return import('./razorpay-checkout.ts');
}

const options = (onDone: (r: unknown) => void) => ({
  keyId: 'rzp_test_key',
  orderId: 'order_Abc123Def456Gh',
  amountPaise: 4600_00,
  name: 'Sahyog Foundation',
  description: 'Donation SG0000000000000A',
  prefill: { name: 'Meera Iyer', email: 'meera@example.test', contact: '9876543210' },
  reference: 'SG0000000000000A',
  onDone,
});

/** Lets checkout.js "arrive": the script element fires load with Razorpay defined. */
function scriptLoads() {
  fakeWindow.Razorpay = FakeRazorpay;
  for (const s of appended) s.onload?.();
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  opened = undefined;
  appended = [];
  delete fakeWindow.Razorpay;
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (el: (typeof appended)[number]) => appended.push(el) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openRazorpayCheckout', () => {
  it('loads checkout.js from Razorpay on demand, once, and opens it for our order with the donor prefilled', async () => {
    const { openRazorpayCheckout, CHECKOUT_JS } = await load();
    const opening = openRazorpayCheckout(options(() => {}));
    expect(appended.map((s) => s.src)).toEqual([CHECKOUT_JS]);
    expect(CHECKOUT_JS).toBe('https://checkout.razorpay.com/v1/checkout.js');
    scriptLoads();
    await opening;
    expect(opened?.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Abc123Def456Gh',
      amount: 4600_00,
      currency: 'INR',
      prefill: { name: 'Meera Iyer', email: 'meera@example.test', contact: '9876543210' },
      notes: { reference: 'SG0000000000000A' },
    });
    await openRazorpayCheckout(options(() => {}));
    expect(appended).toHaveLength(1);
  });

  it('on success asks our server to verify the signature and reports what it answered', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { status: 'paid' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { openRazorpayCheckout } = await load();
    const onDone = vi.fn();
    const opening = openRazorpayCheckout(options(onDone));
    scriptLoads();
    await opening;
    opened?.options.handler({ razorpay_payment_id: 'pay_P1', razorpay_order_id: 'order_Abc123Def456Gh', razorpay_signature: 'f'.repeat(64) });
    opened?.options.modal.ondismiss();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/payments/razorpay/verify');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      reference: 'SG0000000000000A',
      razorpay_order_id: 'order_Abc123Def456Gh',
      razorpay_payment_id: 'pay_P1',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ outcome: 'paid', status: 'paid', reference: 'SG0000000000000A', message: gm.paid });
  });

  it('when our server cannot confirm (a 400, a 5xx, no network) it says so rather than paid or failed', async () => {
    for (const answer of [
      async () => new Response(JSON.stringify({ success: false, code: 'bad_signature' }), { status: 400 }),
      async () => new Response('', { status: 502 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      const { openRazorpayCheckout } = await load();
      const onDone = vi.fn();
      const opening = openRazorpayCheckout(options(onDone));
      scriptLoads();
      await opening;
      opened?.options.handler({ razorpay_payment_id: 'pay_P2', razorpay_order_id: 'order_Abc123Def456Gh', razorpay_signature: 'x' });
      await flush();
      expect(onDone).toHaveBeenCalledWith({ outcome: 'unconfirmed', reference: 'SG0000000000000A', message: gm.checkoutUnconfirmed });
    }
  });

  it('a declined attempt is reported only when the donor closes the window (they may retry there), with Razorpay’s reason', async () => {
    const { openRazorpayCheckout } = await load();
    const onDone = vi.fn();
    const opening = openRazorpayCheckout(options(onDone));
    scriptLoads();
    await opening;
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Payment was unsuccessful as the UPI request was declined.', reason: 'payment_failed' };
    opened?.failed?.({ error });
    expect(onDone).not.toHaveBeenCalled();
    opened?.options.modal.ondismiss();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ outcome: 'failed', reference: 'SG0000000000000A', message: error.description, error });
  });

  it('closing the window without paying is a dismissal', async () => {
    const { openRazorpayCheckout } = await load();
    const onDone = vi.fn();
    const opening = openRazorpayCheckout(options(onDone));
    scriptLoads();
    await opening;
    opened?.options.modal.ondismiss();
    expect(onDone).toHaveBeenCalledWith({ outcome: 'dismissed', reference: 'SG0000000000000A', message: gm.checkoutDismissed });
  });

  it('when checkout.js does not load it reports unavailable, and the next tap tries again', async () => {
    const { openRazorpayCheckout } = await load();
    const onDone = vi.fn();
    const opening = openRazorpayCheckout(options(onDone));
    appended[0]?.onerror?.();
    await opening;
    expect(onDone).toHaveBeenCalledWith({ outcome: 'unavailable', reference: 'SG0000000000000A', message: gm.checkoutLoadFailed });
    expect(opened).toBeUndefined();

    const retry = openRazorpayCheckout(options(() => {}));
    expect(appended).toHaveLength(2);
    scriptLoads();
    await retry;
    expect(opened).toBeDefined();
  });
});
