// /start-new-campaign and /admin/applications as a browser without JavaScript gets them: plain
// form posts, the spec's messages in the answer, the modal with both code fields, Thank You.
import { applicationMessages as am, consentNotices } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, messagesTo, nextIp, registerUser, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

beforeAll(async () => {
  await getTestApp();
});

const html = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
}

async function get(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
}

const codeIn = (body?: string) => body?.match(/\b(\d{6})\b/)?.[1] ?? '';

describe('/start-new-campaign without JavaScript', () => {
  it('shows the form with every cause and says what the details are for', async () => {
    const res = await get('/start-new-campaign');
    expect(res.statusCode).toBe(200);
    for (const name of ['Urgent', 'Children', 'Animals', 'Disaster Relief', 'Women']) expect(res.body).toContain(`>${name}</option>`);
    for (const field of ['cause', 'campaignerName', 'fullName', 'campaignerEmail', 'campaignerMobile']) expect(res.body).toContain(`name="${field}"`);
    expect(html(res.body)).toContain(consentNotices['campaign-application'].text);
    expect(res.body).toContain('href="/privacy-policy"');
  });

  it.each([
    [{}, am.causeRequired],
    [{ cause: '7' }, am.nameRequired],
    [{ cause: '7', campaignerName: 'Meera' }, am.fullNameRequired],
    [{ cause: '7', campaignerName: 'Meera', fullName: 'Meera Nair' }, am.emailRequired],
    [{ cause: '7', campaignerName: 'Meera', fullName: 'Meera Nair', campaignerEmail: 'meera@example.test' }, am.mobileRequired],
  ])('a form missing a field (%j) answers the spec’s message and keeps what was typed', async (fields, message) => {
    const res = await post('/start-new-campaign', { intent: 'apply', ...fields });
    expect(res.statusCode).toBe(200);
    expect(html(res.body)).toContain(message);
    if ('campaignerName' in fields) expect(res.body).toContain('value="Meera"');
    expect(res.body).not.toContain('<dialog');
  });

  it('the name fields say whose name each is: the campaign name field answers "Please enter Campaign name", the person\'s own "Please enter name"', async () => {
    const res = await post('/start-new-campaign', {
      intent: 'apply',
      cause: '7',
      campaignerName: '',
      fullName: '',
      campaignerEmail: 'a@example.test',
      campaignerMobile: '9876543210',
    });
    const page = html(res.body);
    const label = (name: string) => page.match(new RegExp(`<label[^>]*for="f-${name}"[^>]*>([^<]*)`))?.[1]?.trim();
    expect(label('campaignerName')).toBe('Campaign name');
    expect(label('fullName')).toBe('Your name');
    const errorOf = (name: string) => page.match(new RegExp(`id="f-${name}-error"[^>]*>([^<]*)`))?.[1];
    expect(errorOf('campaignerName')).toBe('Please enter Campaign name');
    expect(errorOf('fullName')).toBe('Please enter name');
    // The person's name autocompletes as a name; the campaign's never does.
    expect(res.body).toMatch(/name="fullName"[^>]*autoComplete="name"|autoComplete="name"[^>]*name="fullName"/i);
    expect(res.body).not.toMatch(/name="campaignerName"[^>]*autoComplete="name"|autoComplete="name"[^>]*name="campaignerName"/i);
  });

  it('valid details open the codes dialog; both codes show the Thank You; a wrong SMS code says so in the dialog', async () => {
    const email = uniqueEmail('page-campaigner');
    const mobile = uniquePhone();
    const first = await post('/start-new-campaign', {
      intent: 'apply',
      cause: '14',
      campaignerName: 'Medicines for Ravi',
      fullName: 'Ravi Kumar',
      campaignerEmail: email,
      campaignerMobile: mobile,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<dialog');
    expect(first.body).toContain('name="otp"');
    expect(first.body).toContain('name="mobileOtp"');
    const challengeId = first.body.match(/name="challengeId" value="([^"]+)"/)?.[1] ?? '';
    expect(challengeId).not.toBe('');
    const otp = codeIn((await messagesTo(email)).find((m) => m.channel === 'email')?.body);
    const mobileOtp = codeIn((await messagesTo(mobile)).find((m) => m.channel === 'sms')?.body);

    const wrong = await post('/start-new-campaign', {
      intent: 'verify',
      challengeId,
      email,
      mobile,
      otp,
      mobileOtp: mobileOtp === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toContain('<dialog');
    expect(wrong.body).toContain('The OTP is not correct');
    expect(wrong.body).toMatch(/id="f-mobileOtp"[^>]*aria-invalid="true"/);

    const done = await post('/start-new-campaign', { intent: 'verify', challengeId, email, mobile, otp, mobileOtp });
    expect(done.statusCode).toBe(200);
    expect(html(done.body)).toContain(am.thanks);
    expect(done.body).toContain(am.thanksTitle);
    const rows = await (await getDb()).select().from(s.campaignApplications).where(eq(s.campaignApplications.email, email));
    expect(rows).toMatchObject([{ status: 'submitted', causeId: 14, name: 'Ravi Kumar', mobile }]);
  });
});

describe('/admin/applications', () => {
  it('is staff only', async () => {
    expect((await get('/admin/applications')).statusCode).toBe(302);
    const donor = await loginAs(await registerUser());
    expect((await get('/admin/applications', { authorization: `Bearer ${donor}` })).statusCode).toBe(403);
    const refused = await post('/admin/applications', { id: '1', decision: 'approved' }, { authorization: `Bearer ${donor}` });
    expect(refused.statusCode).toBe(403);
  });

  it('lists an application and approves it with a plain form post', async () => {
    const { services } = await getTestApp();
    const email = uniqueEmail('queue');
    const mobile = uniquePhone();
    const { challengeId } = await services.applications.apply(
      { cause: 8, campaignerName: 'Queue campaign', fullName: 'Queue Person', campaignerEmail: email, campaignerMobile: mobile },
      { ip: nextIp(), userAgent: 'test', origin: 'http://localhost' },
    );
    const otp = codeIn((await messagesTo(email)).find((m) => m.channel === 'email')?.body);
    const mobileOtp = codeIn((await messagesTo(mobile)).find((m) => m.channel === 'sms')?.body);
    const application = await services.applications.verify(challengeId, otp, mobileOtp);
    const staff = `Bearer ${await loginAs(await registerUser({ role: 'staff' }))}`;
    const list = await get('/admin/applications?status=submitted', { authorization: staff });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Queue Person');
    expect(list.body).toContain(email);
    const approved = await post('/admin/applications?status=submitted', { id: String(application.id), decision: 'approved' }, { authorization: staff });
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toBe('/admin/applications?status=submitted');
    const [row] = await (await getDb()).select().from(s.campaignApplications).where(eq(s.campaignApplications.id, application.id));
    expect(row?.status).toBe('approved');
    expect(row?.campaignId).not.toBeNull();
    const rejectedWithoutReason = await post('/admin/applications', { id: String(application.id), decision: 'rejected' }, { authorization: staff });
    expect(html(rejectedWithoutReason.body)).toContain(am.reasonRequired);
  });
});
