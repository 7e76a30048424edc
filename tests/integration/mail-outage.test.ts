// A mail server away for a while loses no email: each failed try is retried with backoff, and
// more than a minute's worth of failed tries (six at the production backoff) does not give up.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { smtpSink } from '../support/smtp.ts';

it('an email whose mail server refused it ten times is delivered once the server is back', async () => {
  // A port that was listening and is not any more: every try is refused at once.
  const gone = await smtpSink();
  await gone.close();
  const built = await buildTestApp({ SMTP_URL: gone.url });
  const db = await getDb();
  try {
    const email = uniqueEmail('outage');
    const id = await built.app.messaging.send('email', email, 'donation-thanks-sms', {
      name: 'Asha',
      total: '₹500',
      campaign: 'Test',
      reference: 'SGOUTAGE',
      site: 'Sahyog',
    });
    const job = () =>
      db
        .select()
        .from(s.jobs)
        .where(sql`${s.jobs.payload}->>'messageId' = ${String(id)}`);
    for (let i = 0; i < 10; i++) {
      // The backoff's wait, skipped: the job is due again now.
      await db
        .update(s.jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(sql`${s.jobs.payload}->>'messageId' = ${String(id)}`);
      await built.jobs.drain();
    }
    const [failedTen] = await job();
    expect(failedTen?.attempts).toBe(10);
    expect(failedTen?.failedAt).toBeNull();

    // The server is back on the same port.
    const back = await smtpSink(Number(new URL(gone.url).port));
    try {
      await db
        .update(s.jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(sql`${s.jobs.payload}->>'messageId' = ${String(id)}`);
      await built.jobs.drain();
      expect(back.received.filter((m) => JSON.stringify(m.to).includes(email))).toHaveLength(1);
      const [msg] = await db.select().from(s.messages).where(eq(s.messages.id, id));
      expect(msg?.status).toBe('sent');
    } finally {
      await back.close();
    }
  } finally {
    await built.app.close();
  }
});
