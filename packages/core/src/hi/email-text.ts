// Hindi for ../email-text.ts: the words modules put into an email's data.
import type { emailText as emailTextMessages } from '../email-text.ts';
import type { Translation } from '../i18n.ts';

export const emailText: Translation<typeof emailTextMessages> = {
  tipLine: (amount) => `प्लेटफ़ॉर्म के लिए टिप: ${amount}`,
  urgentLine: (amount) => `तत्काल ज़रूरतें: ${amount}`,
  manageLine: (reference, url) => `मासिक दान ${reference}: इसे रोकने, राशि बदलने या बंद करने के लिए: ${url}`,
  paidOnline: 'ऑनलाइन (Razorpay)',
  paidSimulator: 'पेमेंट सिम्युलेटर (परीक्षण)',
  paidUpi: (utr) => `UPI (UTR ${utr})`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../email-text.ts). */
export const catalogues = { emailText };
