// What WhatsApp's webhook brings, once its signature is proven (routes.ts): delivery statuses for
// the messages we sent, and messages people send us. Each message opens the 24-hour window; STOP
// and START are answered here; any other text goes to the modules that listen (support).
import { z } from 'zod';
import { keywordOf, mobileOf, type WhatsAppContacts, type WhatsAppInbound } from './whatsapp.ts';

// Meta's payload, read loosely: fields we do not use are allowed, and one odd change skips itself.
const message = z.looseObject({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  button: z.looseObject({ text: z.string() }).optional(),
});
const status = z.looseObject({
  id: z.string(),
  status: z.string(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
const change = z.looseObject({
  field: z.string(),
  value: z.looseObject({
    metadata: z.looseObject({ phone_number_id: z.string() }).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  }),
});
const payload = z.looseObject({
  object: z.string(),
  entry: z.array(z.looseObject({ changes: z.array(z.unknown()).optional() })),
});

export interface WebhookDeps {
  contacts: WhatsAppContacts;
  /** The number this site sends from: changes for another number of the same account are not ours. */
  phoneId: string;
  /** Answers a STOP or START (free text: the person has just written, so the window is open). */
  confirm(phone: string, kind: 'stop' | 'start', language: 'en' | 'hi'): Promise<void>;
  /** Runs after a STOP: the consents given for this number are withdrawn. */
  onStop(phone: string): Promise<void>;
  listeners: ((m: WhatsAppInbound) => Promise<void>)[];
}

export interface WebhookOutcome {
  statuses: number;
  messages: number;
  stopped: number;
  started: number;
}

/** The text a person sent: a typed message, or the label of a quick-reply button they pressed. */
const textOf = (m: z.infer<typeof message>) => m.text?.body ?? m.button?.text ?? '';

export async function receiveWhatsApp(deps: WebhookDeps, body: unknown): Promise<WebhookOutcome> {
  const out: WebhookOutcome = { statuses: 0, messages: 0, stopped: 0, started: 0 };
  const parsed = payload.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return out;
  for (const entry of parsed.data.entry) {
    for (const raw of entry.changes ?? []) {
      const c = change.safeParse(raw);
      if (!c.success || c.data.field !== 'messages' || c.data.value.metadata?.phone_number_id !== deps.phoneId) continue;
      for (const rs of c.data.value.statuses ?? []) {
        const st = status.safeParse(rs);
        if (!st.success) continue;
        const error = st.data.errors?.[0] ? `${st.data.errors[0].code ?? ''} ${st.data.errors[0].title ?? ''}`.trim() : null;
        if (await deps.contacts.status(st.data.id, st.data.status, error)) out.statuses++;
      }
      for (const rm of c.data.value.messages ?? []) {
        const m = message.safeParse(rm);
        if (!m.success) continue;
        const phone = mobileOf(m.data.from);
        const at = new Date(Number(m.data.timestamp) * 1000);
        await deps.contacts.heardFrom(phone, at);
        out.messages++;
        const text = textOf(m.data);
        const keyword = keywordOf(text);
        const language = /[\u0900-\u097f]/.test(text) ? 'hi' : 'en';
        // A repeated or older STOP/START (Meta's retries, out of order) is neither acted on nor answered.
        if (keyword === 'stop') {
          if (!(await deps.contacts.setStopped(phone, true, at))) continue;
          await deps.onStop(phone);
          await deps.confirm(phone, 'stop', language);
          out.stopped++;
        } else if (keyword === 'start') {
          if (!(await deps.contacts.setStopped(phone, false, at))) continue;
          await deps.confirm(phone, 'start', language);
          out.started++;
        } else if (text.trim()) {
          for (const fn of deps.listeners) await fn({ phone, text: text.trim(), messageId: m.data.id, at });
        }
      }
    }
  }
  return out;
}
