// Inbound mail as clients really send it (tests/fixtures/mail/*.eml, CRLF, each client's own
// headers, encodings and quoting): threading headers, the subject's ticket token, the reply's own
// words without the quoted history or signature, attachments, and the robots we never answer.
import { readFileSync } from 'node:fs';
import { TICKET_MESSAGE_MAX } from '@sahyog/core';
import { describe, expect, it } from 'vitest';
import { parseInboundMail, replyText, subjectToken } from './inbound-mail.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../../tests/fixtures/mail/${name}`, import.meta.url));
const OURS = '<t-7k2q9m.5f3a91c2@sahyog.example>';
const FIRST = '<t-7k2q9m.1c0e44d7@sahyog.example>';
const SUBJECT = 'Your ticket [#HD-7K2Q9M] Receipt for my November donation';

/** A minimal message of our own making, for the cases no fixture shows. */
const mail = (headers: string[], body: string) => `${[...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', body].join('\r\n')}\r\n`;

describe('inbound mail from real clients', () => {
  it('Gmail on the web: quoted-printable, the signature and the attribution Gmail wrapped over two lines trimmed', async () => {
    const m = await parseInboundMail(fixture('gmail-web.eml'));
    expect(m).toMatchObject({
      messageId: '<CAJx8kE3Qm7sVw2Lr_9pTn4YbZ0cXhR5aFq1uGd6eK8oN2iWm3A@mail.gmail.com>',
      from: 'priya.sharma84@gmail.com',
      fromName: 'Priya Sharma',
      subject: `Re: ${SUBJECT}`,
      inReplyTo: OURS,
      references: [FIRST, OURS],
      refToken: 'HD-7K2Q9M',
      attachments: [],
      automated: false,
    });
    expect(m.text).toBe(
      [
        'Hello Anita,',
        '',
        'Thank you for the quick answer. I opened the link but the receipt there still',
        'shows my old address in Pune. I moved to Bengaluru in October, could you',
        'issue it again with the new address? The amount (₹2,500) is right.',
        '',
        'Regards,',
        'Priya',
      ].join('\n'),
    );
  });

  it('Gmail in Hindi: the Hindi reply intact, "… को … ने लिखा:" and its quote trimmed, encoded words decoded', async () => {
    const m = await parseInboundMail(fixture('gmail-hindi.eml'));
    expect(m).toMatchObject({
      messageId: '<CAJx8kE1rH5tW9pQ3mV7nB0cX2zL4aS6dF8gJ0kO2iU4yT6eR8wQ0mA@mail.gmail.com>',
      from: 'priya.sharma84@gmail.com',
      fromName: 'प्रिया शर्मा',
      subject: 'Re: Your ticket [#HD-7K2Q9M] रसीद में नाम',
      inReplyTo: OURS,
      references: [FIRST, OURS],
      refToken: 'HD-7K2Q9M',
      attachments: [],
      automated: false,
    });
    expect(m.text).toBe(
      [
        'नमस्ते अनीता जी,',
        '',
        'जवाब के लिए धन्यवाद। रसीद मिल गई, लेकिन उसमें मेरा नाम "प्रिया शर्मा" की',
        'जगह "प्रिया शर्म" लिखा है। कृपया सही नाम के साथ नई रसीद भेज दें।',
        '',
        'धन्यवाद,',
        'प्रिया',
      ].join('\n'),
    );
  });

  it('Outlook desktop: base64 parts, the "From: / Sent: / To: / Subject:" block and all below it trimmed', async () => {
    const raw = fixture('outlook-desktop.eml');
    expect(raw.toString()).toContain('\r\nThread-Index: ');
    const m = await parseInboundMail(raw);
    expect(m).toMatchObject({
      messageId: '<PN2P287MB0874C3A1B9E44D21F6A8B0E7C4D2A@PN2P287MB0874.INDP287.PROD.OUTLOOK.COM>',
      from: 'rahul.verma@acme-infotech.example',
      fromName: 'Rahul Verma',
      subject: `RE: ${SUBJECT}`,
      inReplyTo: OURS,
      references: [FIRST, OURS],
      refToken: 'HD-7K2Q9M',
      attachments: [],
      automated: false,
    });
    expect(m.text).toBe(
      [
        'Hi Anita,',
        '',
        'Please find my new address below for the 80G receipt:',
        '',
        'Flat 402, Shanti Residency',
        '14th Cross, Indiranagar',
        'Bengaluru 560038',
        '',
        'Thanks & regards,',
        'Rahul Verma',
        'Acme Infotech Pvt. Ltd.',
      ].join('\n'),
    );
  });

  it('Outlook for Android: "Get Outlook for Android" and the underscore rule with the quoted answer trimmed', async () => {
    const m = await parseInboundMail(fixture('outlook-android.eml'));
    expect(m).toMatchObject({
      messageId: '<MA0P287MB2093A7C5E31B4F6D9C2E8A1B0F3D6@MA0P287MB2093.INDP287.PROD.OUTLOOK.COM>',
      from: 'meera.iyer@outlook.com',
      fromName: 'Meera Iyer',
      inReplyTo: OURS,
      references: [OURS],
      refToken: 'HD-7K2Q9M',
      attachments: [],
      automated: false,
    });
    expect(m.text).toBe("Yes, please send it to this address. I don't have the login any more.");
  });

  it('Thunderbird: format=flowed lines joined, the reply under the quote kept, the quote and "-- " signature gone', async () => {
    const m = await parseInboundMail(fixture('thunderbird.eml'));
    expect(m).toMatchObject({
      messageId: '<8d2f4a6b-1c3e-4f5a-9b7d-0e2c4a6b8d1f@posteo.example>',
      from: 'sunita.rao@posteo.example',
      fromName: 'Sunita Rao',
      inReplyTo: OURS,
      references: [FIRST, OURS],
      refToken: 'HD-7K2Q9M',
      attachments: [],
      automated: false,
    });
    expect(m.text).toBe(
      [
        'Hello Anita,',
        '',
        "Thanks for checking. The donation was paid from my husband's card, but I am the donor and the PAN on the order (ABCPS1234K) is mine. Could the receipt be made out in my name, Sunita Rao?",
        '',
        'Best wishes,',
        'Sunita',
      ].join('\n'),
    );
  });

  it('Apple Mail with a PDF and a JPEG: both files with their names, types and bytes; the text around them joined', async () => {
    const m = await parseInboundMail(fixture('apple-mail-attachments.eml'));
    expect(m).toMatchObject({
      messageId: '<6C1F9A2E-8B3D-4A7E-B5C4-2D9E0F1A3B6C@icloud.com>',
      from: 'arjun.mehta@icloud.com',
      fromName: 'Arjun Mehta',
      inReplyTo: OURS,
      references: [FIRST, OURS],
      refToken: 'HD-7K2Q9M',
      automated: false,
    });
    expect(m.attachments.map((a) => [a.fileName, a.contentType, a.content.length])).toEqual([
      ['Statement-Nov-2026.pdf', 'application/pdf', 466],
      ['IMG_4127.jpeg', 'image/jpeg', 286],
    ]);
    expect(m.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect([...(m.attachments[1]?.content.subarray(0, 3) ?? [])]).toEqual([0xff, 0xd8, 0xff]);
    expect(m.text).toBe(
      [
        'Hello Anita,',
        '',
        'I still have not received the receipt. I have attached the bank statement',
        'showing the payment on 28 November and a photo of the UPI screen.',
        '',
        'Thank you,',
        'Arjun',
      ].join('\n'),
    );
  });

  it('a vacation auto-reply (Auto-Submitted: auto-replied) is automated, though it threads like a reply', async () => {
    const m = await parseInboundMail(fixture('auto-reply.eml'));
    expect(m).toMatchObject({ from: 'priya.sharma84@gmail.com', inReplyTo: OURS, references: [OURS], refToken: 'HD-7K2Q9M', automated: true });
  });

  it('a delivery failure (multipart/report from the mailer daemon) is automated and names no ticket', async () => {
    const m = await parseInboundMail(fixture('bounce.eml'));
    expect(m).toMatchObject({
      messageId: '<20261201123010.4dKH8q3MxTz9vX@mx1.sahyog.example>',
      from: 'mailer-daemon@mx1.sahyog.example',
      subject: 'Undelivered Mail Returned to Sender',
      inReplyTo: null,
      references: [],
      refToken: null,
      automated: true,
    });
    // The returned message's headers name our ticket, but a bounce is never a reply.
    expect(m.attachments.map((a) => a.contentType)).toEqual(['text/rfc822-headers']);
  });

  it('every fixture is CRLF throughout, as mail is on the wire', () => {
    for (const name of ['gmail-web', 'gmail-hindi', 'outlook-desktop', 'outlook-android', 'thunderbird', 'apple-mail-attachments', 'auto-reply', 'bounce']) {
      const raw = fixture(`${name}.eml`).toString('latin1');
      expect(raw.replace(/\r\n/g, ''), name).not.toMatch(/[\r\n]/);
    }
  });
});

describe('the ticket token and the sender', () => {
  it('counts a token in the subject only, never in the body', async () => {
    const m = await parseInboundMail(mail(['From: a@b.example', 'Subject: A question'], 'About my ticket [#HD-7K2Q9M], please.'));
    expect(m.refToken).toBeNull();
    expect(m.text).toBe('About my ticket [#HD-7K2Q9M], please.');
  });

  it('names no ticket when the subject has two different tokens; the same one twice is that one', () => {
    expect(subjectToken('Re: [#HD-7K2Q9M] Fwd: [#HD-3WXY4Z] merged')).toBeNull();
    expect(subjectToken('Re: [#HD-7K2Q9M] Re: [#HD-7K2Q9M]')).toBe('HD-7K2Q9M');
    // Not our alphabet (no 0, 1, O or I), or not in brackets: no token.
    expect(subjectToken('Re: [#HD-7K2Q9O]')).toBeNull();
    expect(subjectToken('Re: HD-7K2Q9M')).toBeNull();
  });

  it('a missing From is a null sender, never an error; addresses are lowercased', async () => {
    const none = await parseInboundMail(mail(['Subject: Re: [#HD-7K2Q9M]', 'Message-ID: <x1@y.example>'], 'hello'));
    expect(none).toMatchObject({ from: null, fromName: '', refToken: 'HD-7K2Q9M', messageId: '<x1@y.example>', inReplyTo: null, references: [] });
    const odd = await parseInboundMail(mail(['From: undisclosed-recipients:;', 'Subject: x'], 'hello'));
    expect(odd.from).toBeNull();
    const upper = await parseInboundMail(mail(['From: "Kavya R" <Kavya.R@Example.IN>', 'Subject: x'], 'hello'));
    expect(upper).toMatchObject({ from: 'kavya.r@example.in', fromName: 'Kavya R' });
  });

  it('keeps Message-IDs in angle brackets however they were written', async () => {
    const m = await parseInboundMail(
      mail(
        [
          'From: a@b.example',
          'Subject: x',
          'Message-ID: bare-id@robot.example',
          `In-Reply-To: ${OURS} (our answer)`,
          `References: ${FIRST}\r\n\t${OURS} ${OURS}`,
        ],
        'hi',
      ),
    );
    expect(m).toMatchObject({ messageId: '<bare-id@robot.example>', inReplyTo: OURS, references: [FIRST, OURS] });
  });

  it('takes Precedence: bulk, X-Autoreply and Auto-Submitted: auto-generated as robots, Auto-Submitted: no as a person', async () => {
    const robot = (h: string) => parseInboundMail(mail(['From: a@b.example', 'Subject: x', h], 'hi')).then((m) => m.automated);
    expect(await robot('Precedence: bulk')).toBe(true);
    expect(await robot('Precedence: auto_reply')).toBe(true);
    expect(await robot('X-Autoreply: yes')).toBe(true);
    expect(await robot('Auto-Submitted: auto-generated')).toBe(true);
    expect(await robot('Auto-Submitted: no')).toBe(false);
    expect(await robot('X-Mailer: Apple Mail (2.3826.300.87.4.3)')).toBe(false);
  });
});

describe('the reply’s own words', () => {
  it('trims Outlook’s "-----Original Message-----" and Thunderbird’s "On 01/12/2026 10:00, Name wrote:"', () => {
    expect(replyText('Please call me.\n\n-----Original Message-----\nFrom: Help <help@sahyog.example>\nSent: Tuesday\n\nDear Priya')).toBe('Please call me.');
    expect(replyText('Done, thanks.\n\nOn 01/12/2026 10:00, Sahyog Foundation Help Desk wrote:\n> Dear Priya,\n')).toBe('Done, thanks.');
    expect(replyText('Okay.\n\nOn 1 Dec 2026, at 10:00, Sahyog <help@sahyog.example> wrote:\n\n> Dear Priya,')).toBe('Okay.');
  });

  it('drops lines quoted with ">" between the reply’s own (an answer written inline)', () => {
    expect(replyText('> Which donation?\nThe one of 28 November.\n> And the PAN?\nABCPS1234K')).toBe('The one of 28 November.\nABCPS1234K');
  });

  it('stops at "Sent from my iPhone" and "Get Outlook for Android"', () => {
    expect(replyText('Thanks!\n\nSent from my iPhone\n\n> On 1 Dec 2026, at 10:00, Help wrote:')).toBe('Thanks!');
    expect(replyText('Got it.\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>')).toBe('Got it.');
  });

  it('never empties a message whose first line is a marker: the words under it are kept', () => {
    expect(replyText('On Tue, 1 Dec 2026 at 10:00, Help <help@sahyog.example> wrote:\n> Dear Priya\n\nMy answer is below the quote.')).toBe(
      'My answer is below the quote.',
    );
    // Nothing but what would be trimmed: kept whole rather than lost.
    const onlyHistory = 'From: Sahyog Help <help@sahyog.example>\nSent: Tuesday, December 1, 2026 10:00 AM\nTo: me\nSubject: x\n\nDear Priya';
    expect(replyText(onlyHistory)).toBe(onlyHistory);
    expect(replyText('-- \nPriya Sharma')).toBe('--\nPriya Sharma');
  });

  it('turns an HTML-only message into text and trims it the same way', async () => {
    const html =
      '<div>Please resend the receipt.</div><div><br></div><div>Rohan</div>' +
      '<hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg"><b>From:</b> Sahyog Help &lt;help@sahyog.example&gt;<br><b>Sent:</b> Tuesday, December 1, 2026 10:00 AM<br><b>To:</b> Rohan<br><b>Subject:</b> x</div><div>Dear Rohan, …</div>';
    const raw = [
      'From: Rohan <rohan@example.in>',
      'Subject: Re: [#HD-7K2Q9M]',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(html).toString('base64'),
      '',
    ].join('\r\n');
    expect((await parseInboundMail(raw)).text).toBe('Please resend the receipt.\n\nRohan');
  });

  it('keeps at most TICKET_MESSAGE_MAX characters', async () => {
    const m = await parseInboundMail(mail(['From: a@b.example', 'Subject: x'], 'अ'.repeat(TICKET_MESSAGE_MAX + 50)));
    expect([...m.text]).toHaveLength(TICKET_MESSAGE_MAX);
  });
});

describe('the receiving server’s verdict (Authentication-Results)', () => {
  const withVerdict = (...lines: string[]) => parseInboundMail(mail([...lines, 'From: Priya <priya@example.test>', 'Subject: Re: [#HD-7K2Q9M] x'], 'Hello'));

  it.each([
    ['dmarc=fail', ['Authentication-Results: mx.example.net; spf=pass; dkim=pass; dmarc=fail header.from=example.test'], true],
    ['spf=fail and no DKIM', ['Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=x; dkim=none'], true],
    ['spf=softfail and no DKIM', ['Authentication-Results: mx.example.net; spf=softfail; dkim=neutral'], true],
    ['spf=fail but DKIM passed (a forwarder)', ['Authentication-Results: mx.example.net; spf=fail; dkim=pass header.d=example.test; dmarc=pass'], false],
    ['all pass', ['Authentication-Results: mx.example.net; spf=pass; dkim=pass; dmarc=pass'], false],
    ['no verdict at all', [], false],
    // The topmost is the receiving server's own; a lower one may be the sender's words.
    [
      'a forged "pass" below the server’s "fail"',
      ['Authentication-Results: mx.example.net; dmarc=fail', 'Authentication-Results: evil.example; dmarc=pass'],
      true,
    ],
  ])('%s: forged is %s', async (_name, lines, forged) => {
    expect((await withVerdict(...lines)).forged).toBe(forged);
  });
});
