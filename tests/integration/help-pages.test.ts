// The help desk's pages (issue 41): a guest is signed in first and brought back; the form in
// English and at /hi in Hindi, WhatsApp updates unticked; a ticket opened through the form's
// multipart post lands on its page with its file as a download; someone else's ticket and file
// are 404 and nothing is written; staff see it in the queue and answer with an internal note the
// requester never sees; anyone else is refused the console.
import { TICKET_ATTACHMENT_BYTES } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextIp, postMultipart, registerUser, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { htmlValidateConfig } from '../support/html-rules.ts';

// The app (and its pages' build) is made once, before the first test's clock starts.
beforeAll(async () => {
  await getTestApp();
}, 180_000);

const page = async (url: string, token?: string) => {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
};
const post = async (url: string, token: string, fields: Record<string, string>) => {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
};
const formActions = (html: string) => [...html.matchAll(/<form\b[^>]*>/g)].map((m) => /\saction="([^"]*)"/.exec(m[0])?.[1] ?? '');
const whatsappBox = (html: string) => /<input type="checkbox"[^>]*name="whatsapp"[^>]*>/.exec(html)?.[0];

/** A one-page PDF as small as a PDF gets: its first bytes are what the server judges. */
const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function ticketForm(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('files', new File([f.bytes], f.name, { type: f.type }));
  return fd;
}

async function requester() {
  const user = await registerUser({ fullName: 'Asha Verma' });
  return { user, token: await loginAs(user) };
}

async function ticketsOf(userId: number) {
  return (await getDb()).select().from(s.supportTickets).where(eq(s.supportTickets.requesterId, userId));
}

describe('the requester’s pages', () => {
  it('sends a guest to sign in and back to the form', async () => {
    const res = await page('/help/new');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Fhelp%2Fnew');
    const hi = await page('/hi/help');
    expect(hi.statusCode).toBe(302);
    expect(String(hi.headers.location)).toContain(encodeURIComponent('/hi/help'));
  });

  it('shows the form in English, and at /hi in Hindi, with the WhatsApp box unticked', async () => {
    const r = await requester();
    const en = await page('/help/new', r.token);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Open a ticket');
    expect(en.body).toContain('A complaint about the site or its content (answered within 24 hours, settled within 15 days)');
    expect(en.body).toContain('A morphed or intimate picture of you, or someone pretending to be you (acted on within 24 hours)');
    expect(en.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(whatsappBox(en.body)).toBeTruthy();
    expect(whatsappBox(en.body)).not.toContain('checked');
    const hi = await page('/hi/help/new', r.token);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('टिकट खोलें');
    expect(hi.body).not.toContain('Open a ticket');
    expect(whatsappBox(hi.body)).toBeTruthy();
    expect(whatsappBox(hi.body)).not.toContain('checked');
    for (const action of formActions(hi.body)) expect(action === '' || action.startsWith('/hi/')).toBe(true);
  });

  it('refuses a form without a subject or with a file that is no PDF/JPEG/PNG: errors shown, nothing written', async () => {
    const r = await requester();
    const noSubject = await postMultipart('/help/new', r.token, ticketForm({ topic: 'other', subject: '', body: 'My receipt has the wrong PAN.' }));
    expect(noSubject.statusCode).toBe(200);
    expect(noSubject.body).toContain('Please write a subject.');
    expect(noSubject.body).toContain('My receipt has the wrong PAN.');
    const text = new TextEncoder().encode('just some text, not a picture');
    const badFile = await postMultipart(
      '/help/new',
      r.token,
      ticketForm({ topic: 'other', subject: 'PAN', body: 'My receipt has the wrong PAN.' }, [{ name: 'notes.png', bytes: text, type: 'image/png' }]),
    );
    expect(badFile.statusCode).toBe(200);
    expect(badFile.body).toContain('notes.png is not a PDF, JPEG or PNG file.');
    const hi = await postMultipart('/hi/help/new', r.token, ticketForm({ subject: 'रसीद', body: 'रसीद में PAN ग़लत है।' }));
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('चुनें कि टिकट किस बारे में है।');
    expect(await ticketsOf(r.user.id)).toHaveLength(0);
  });

  it('takes the three files of 5 MB the form promises; a body past them is refused whole (413), nothing written', async () => {
    const r = await requester();
    // A PDF of just under 5 MB: its first bytes are a PDF's, the rest a comment.
    const big = (bytes: number) => {
      const out = new Uint8Array(bytes);
      out.set(PDF);
      out.fill(0x25, PDF.length); // '%'
      return out;
    };
    const five = TICKET_ATTACHMENT_BYTES - 1024;
    const files = [1, 2, 3].map((n) => ({ name: `statement-${n}.pdf`, bytes: big(five), type: 'application/pdf' }));
    const sent = await postMultipart('/help/new', r.token, ticketForm({ topic: 'refund', subject: 'Three statements', body: 'Attached.' }, files));
    expect(sent.statusCode, sent.body.slice(0, 200)).toBe(302);
    expect(await ticketsOf(r.user.id)).toHaveLength(1);

    const r2 = await requester();
    const over = [...files, { name: 'extra.pdf', bytes: big(1024 * 1024), type: 'application/pdf' }];
    const refused = await postMultipart('/help/new', r2.token, ticketForm({ topic: 'refund', subject: 'Too much', body: 'Attached.' }, over));
    expect(refused.statusCode).toBe(413);
    expect(await ticketsOf(r2.user.id)).toHaveLength(0);
  });

  it('opens a ticket through the form, lands on it, and its file downloads; another user gets 404 and writes nothing', async () => {
    const r = await requester();
    const sent = await postMultipart(
      '/help/new',
      r.token,
      ticketForm({ topic: 'grievance', subject: 'A page shows my phone number', body: 'Please take it down.' }, [
        { name: 'screen.pdf', bytes: PDF, type: 'application/pdf' },
      ]),
    );
    expect(sent.statusCode).toBe(302);
    const location = String(sent.headers.location);
    expect(location).toMatch(/^\/help\/HD-[2-9A-HJ-NP-Z]{6}$/);
    const [row] = await ticketsOf(r.user.id);
    expect(row?.reference).toBe(location.split('/').pop());
    expect(row?.topic).toBe('grievance');

    const own = await page(location, r.token);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('A page shows my phone number');
    expect(own.body).toContain('Please take it down.');
    expect(own.body).toContain('Answer due by');
    const fileHref = new RegExp(`href="(${location}/files/\\d+)"`).exec(own.body)?.[1];
    expect(fileHref).toBeTruthy();
    const file = await page(String(fileHref), r.token);
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Someone else, by the reference and the file's id: not found, and their reply writes nothing.
    const other = await requester();
    expect((await page(location, other.token)).statusCode).toBe(404);
    expect((await page(String(fileHref), other.token)).statusCode).toBe(404);
    const messagesBefore = await (await getDb())
      .select()
      .from(s.supportMessages)
      .where(eq(s.supportMessages.ticketId, row?.id ?? 0));
    const reply = await postMultipart(location, other.token, ticketForm({ intent: 'reply', body: 'Let me in' }));
    expect(reply.statusCode).toBe(404);
    expect(
      await (await getDb())
        .select()
        .from(s.supportMessages)
        .where(eq(s.supportMessages.ticketId, row?.id ?? 0)),
    ).toHaveLength(messagesBefore.length);
    const close = await post(location, other.token, { intent: 'close' });
    expect(close.statusCode).toBe(404);
    expect((await ticketsOf(r.user.id))[0]?.state).toBe(row?.state);

    // The list names it; the /hi list is in Hindi.
    expect((await page('/help', r.token)).body).toContain(row?.reference ?? 'missing');
    const hiList = await page('/hi/help', r.token);
    expect(hiList.body).toContain('आपके टिकट');
  }, 30_000);
});

describe('the console', () => {
  it('staff see the ticket in the queue and answer with an internal note the requester never sees; others are refused', async () => {
    const r = await requester();
    const sent = await postMultipart('/help/new', r.token, ticketForm({ topic: 'other', subject: 'Where is my receipt?', body: 'It has been a week.' }));
    expect(sent.statusCode).toBe(302);
    const reference = String(sent.headers.location).split('/').pop() ?? '';
    const staff = await signedIn('admin');

    const queue = await page('/admin/help', staff.token);
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain(reference);
    expect(queue.body).toContain('Where is my receipt?');
    const searched = await page(`/admin/help?q=${reference}`, staff.token);
    expect(searched.body).toContain(reference);

    const note = await post(`/admin/help/${reference}`, staff.token, { intent: 'answer', body: 'Donor seems upset, check the batch first.', internal: 'on' });
    expect(note.statusCode).toBe(302);
    const staffView = await page(`/admin/help/${reference}`, staff.token);
    expect(staffView.body).toContain('Donor seems upset, check the batch first.');
    expect(staffView.body).toContain('Internal note — the requester never sees this');
    const requesterView = await page(`/help/${reference}`, r.token);
    expect(requesterView.statusCode).toBe(200);
    expect(requesterView.body).not.toContain('Donor seems upset');

    // A requester (no staff role) is refused the console, and its actions write nothing.
    expect((await page('/admin/help', r.token)).statusCode).toBe(403);
    expect((await page(`/admin/help/${reference}`, r.token)).statusCode).toBe(403);
    const forged = await post(`/admin/help/${reference}`, r.token, { intent: 'answer', body: 'I answer myself' });
    expect(forged.statusCode).toBe(403);
    expect((await page(`/admin/help/${reference}`, staff.token)).body).not.toContain('I answer myself');
    // A guest is sent to sign in.
    expect((await page('/admin/help')).statusCode).toBe(302);

    // The console's help desk pages pass the validator's rules, and the requester's too.
    const validator = new HtmlValidate(htmlValidateConfig);
    const errors: string[] = [];
    for (const [url, token] of [
      ['/admin/help', staff.token],
      [`/admin/help/${reference}`, staff.token],
      ['/admin/help/report', staff.token],
      ['/admin/help/settings', staff.token],
      ['/help', r.token],
      ['/help/new', r.token],
      [`/help/${reference}`, r.token],
    ] as const) {
      const res = await page(url, token);
      expect(res.statusCode, url).toBe(200);
      const report = await validator.validateString(res.body);
      for (const msg of report.results.flatMap((x) => x.messages)) errors.push(`${url} ${msg.ruleId}: ${msg.message}`);
    }
    expect(errors).toEqual([]);
  }, 30_000);
});
