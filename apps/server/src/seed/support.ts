// The help desk's demo (issue 41): staff's canned answers in English and Hindi (one for each action
// a canned answer can take, and two that only answer), and a donor's two tickets about their gifts,
// so the console's queue and the donor's /help page are not empty on a first start. One ticket
// is answered: an internal note, then a public answer that asks for what is missing (the ticket
// waits on the donor); the other is new. Written through the support module's services as staff
// and the donor would; staff's part is the system's (no staff account exists yet when the seed
// runs: main.ts makes the admin after it). The donor is one of the seeded gifts' donors, not one
// of the four DEMO_DONORS (the accounts journeys register those); their account is made as the
// shop's buyer's is, and they sign in by "Forgot Password" with its email.
import type { CannedAnswerInput, CannedAnswerView } from '@sahyog/core';
import { demo } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type {} from '../modules/support/index.ts';

/**
 * The system, not a member of staff (none exists yet when the seed runs): the audit log names it
 * "system" and the thread "Support team", as for seed/spending.ts's approvals.
 */
const SYSTEM = null;

/** The seed's own source for the opening limit's per-network count (no request, no address). */
const SEED_SOURCE = { ip: 'seed' };

const DEMO_CANNED: readonly CannedAnswerInput[] = [
  {
    title: 'We have resent your receipt',
    body: 'We have emailed your tax receipt to you again, with its PDF attached. Please look in your inbox, and in the spam or promotions folder if it is not there. If it still has not come, or something on it is wrong, reply to this email and we will help.',
    bodyHi:
      'हमने आपकी टैक्स रसीद उसकी PDF के साथ आपको फिर से ईमेल कर दी है। कृपया अपना इनबॉक्स देखें, और वहाँ न हो तो स्पैम या प्रमोशन फ़ोल्डर भी। अगर फिर भी न मिले, या उसमें कुछ गलत हो, तो इस ईमेल का जवाब दें, हम मदद करेंगे।',
    action: 'resend_receipt',
    setState: 'resolved',
  },
  {
    title: 'Refund request opened',
    body: 'We have opened a refund request for your donation. Our team decides on it within 7 working days; the money goes back the way you paid, net of the payment gateway’s charges. We will write to you when it is done.',
    bodyHi:
      'हमने आपके दान के रिफ़ंड का अनुरोध खोल दिया है। हमारी टीम 7 कामकाजी दिनों में इस पर फ़ैसला करेगी; पैसा उसी तरीक़े से लौटेगा जिससे आपने भुगतान किया था, भुगतान गेटवे का शुल्क घटाकर। काम पूरा होने पर हम आपको लिखेंगे।',
    action: 'open_refund',
    setState: null,
  },
  {
    title: 'We are looking into your order',
    body: 'We are looking into your order with the seller. Until it is settled, the seller cannot draw the money for this sale. We will write to you as soon as we know more.',
    bodyHi: 'हम विक्रेता के साथ आपके ऑर्डर की जाँच कर रहे हैं। जब तक यह सुलझ नहीं जाता, विक्रेता इस बिक्री का पैसा नहीं निकाल सकेगा। कुछ भी पता चलते ही हम आपको लिखेंगे।',
    action: 'review_order',
    setState: null,
  },
  {
    title: 'Your PAN and address for the receipt',
    body: 'To issue your tax receipt we need your PAN (or your Aadhaar number if you have no PAN) and your postal address. Please add them in My Profile, where you ask for the receipt, rather than by email. We issue it as soon as they are there.',
    bodyHi:
      'आपकी टैक्स रसीद जारी करने के लिए हमें आपका PAN (PAN न हो तो आधार नंबर) और डाक पता चाहिए। कृपया इन्हें ईमेल पर भेजने के बजाय मेरी प्रोफ़ाइल में जोड़ें, जहाँ से आप रसीद माँगते हैं। उनके आते ही हम रसीद जारी कर देंगे।',
    action: 'none',
    setState: 'waiting',
  },
  {
    title: 'Glad we could help',
    body: 'We are glad this is settled. If anything else comes up, reply to this email within 7 days and the ticket opens again, or open a new one from the Help page.',
    bodyHi: 'हमें खुशी है कि यह सुलझ गया। कुछ और हो तो 7 दिनों के अंदर इस ईमेल का जवाब दें, टिकट फिर से खुल जाएगा; या सहायता पेज से नया टिकट खोलें।',
    action: 'none',
    setState: 'resolved',
  },
];

/** The first seeded donor (not one of DEMO_DONORS) with two paid gifts: their gifts are what the tickets are about. */
export function helpDeskDonor(now: Date): { name: string; email: string; mobile: string } | null {
  const reserved = new Set<string>(demo.DEMO_DONORS.map((d) => d.email));
  const paid = new Map<string, { name: string; email: string; mobile: string; gifts: number }>();
  for (const g of demo.buildDonations(demo.CAMPAIGNS, now)) {
    if (g.status !== 'paid' || reserved.has(g.donorEmail)) continue;
    const seen = paid.get(g.donorEmail) ?? { name: g.donorName, email: g.donorEmail, mobile: g.donorMobile, gifts: 0 };
    seen.gifts += 1;
    if (seen.gifts >= 2) return seen;
    paid.set(g.donorEmail, seen);
  }
  return null;
}

export async function seedSupport(app: FastifyInstance, now: Date): Promise<void> {
  const { support } = app;
  const canned = new Map<string, CannedAnswerView>();
  for (const c of DEMO_CANNED) canned.set(c.title, await support.desk.saveCanned(null, c, SYSTEM));

  const who = helpDeskDonor(now);
  if (!who) return;
  const { userId } = await app.auth.accountForCampaigner({ email: who.email, phone: who.mobile, name: who.name });
  const gifts = (await support.aboutChoices(userId)).filter((a) => a.kind === 'donation');
  const [newest, older] = gifts;
  if (!newest) return;

  // Answered: staff found why there is no receipt (noted for staff only) and asked for it.
  const receipt = await support.open(
    userId,
    {
      topic: 'other',
      subject: 'Where is my tax receipt?',
      body: 'I donated a few weeks ago and have not had a tax receipt yet. I need it for my income tax return. Could you send it, please?',
      about: `${newest.kind}:${newest.id}`,
    },
    [],
    SEED_SOURCE,
  );
  await support.desk.answer(receipt.reference, SYSTEM, {
    body: 'The gift has no PAN or address yet, so no receipt can be issued. Asked the donor to add them in My Profile; issue it from Tax receipts once the request shows there.',
    internal: true,
  });
  const ask = canned.get('Your PAN and address for the receipt');
  await support.desk.answer(receipt.reference, SYSTEM, { body: ask?.body ?? '', internal: false, cannedId: ask?.id });

  // New: nobody has looked at it yet.
  await support.open(
    userId,
    {
      topic: 'other',
      subject: 'Can the receipt be in my mother’s name?',
      body: 'I gave in my own name, but the gift was from my mother, who pays her own taxes. Can the receipt for it name her instead? I can give you her PAN.',
      about: older ? `${older.kind}:${older.id}` : undefined,
    },
    [],
    SEED_SOURCE,
  );
}
