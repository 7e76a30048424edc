// A second app wired to the WhatsApp stand-in (its keys, its API URL), with what the WhatsApp tests
// do on it: post a webhook as Meta does (the exact bytes, signed, or with a given signature) and
// make a paid gift with the "WhatsApp updates" box ticked or not.
import { expect } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { type Answer, call, uniqueEmail } from './accounts.ts';
import { createCampaign, unique } from './factories.ts';
import { orderBody } from './gifts.ts';
import { listening } from './http.ts';
import { WhatsAppStandin } from './whatsapp-standin.ts';

export const WHATSAPP_WEBHOOK = '/api/v1/messaging/whatsapp/webhook';

export async function whatsappApp(keys: { phoneId: string; token: string; appSecret: string; verifyToken: string }) {
  const standin = await new WhatsAppStandin(keys.phoneId, keys.token, keys.appSecret).start();
  const { built } = await listening({
    WHATSAPP_TOKEN: keys.token,
    WHATSAPP_PHONE_ID: keys.phoneId,
    WHATSAPP_APP_SECRET: keys.appSecret,
    WHATSAPP_VERIFY_TOKEN: keys.verifyToken,
    WHATSAPP_API_URL: standin.apiUrl,
  });
  const app = built.app;

  /** `signature`: undefined signs the bytes; null sends none; a string is sent as it is. */
  function webhook(payload: unknown, signature?: string | null) {
    const raw = JSON.stringify(payload);
    const sig = signature === undefined ? standin.sign(raw) : signature;
    return app.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK,
      headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'x-hub-signature-256': sig }) },
      payload: raw,
    });
  }

  /** A paid gift through the simulator, its messages delivered. */
  async function gift(mobile: string, whatsappUpdates: boolean, email = uniqueEmail('wa-donor')) {
    const campaign = await createCampaign();
    const made = await call<Answer<{ reference: string }>>('POST', '/api/v1/orders', {
      app,
      headers: { 'idempotency-key': unique('wa-gift') },
      body: orderBody(campaign.slug, { donor: { name: 'Meera Nair', email, mobile }, whatsappUpdates }),
    });
    expect(made.status, made.text).toBe(201);
    const paid = await call('POST', `/api/v1/payments/simulator/${made.body.data.reference}`, { app, body: { outcome: 'success' } });
    expect(paid.status, paid.text).toBe(200);
    await built.jobs.drain();
    return { reference: made.body.data.reference, email };
  }

  return {
    standin,
    built: built as App,
    webhook,
    gift,
    async close() {
      await app.close();
      await standin.stop();
    },
  };
}

export type WhatsAppApp = Awaited<ReturnType<typeof whatsappApp>>;
