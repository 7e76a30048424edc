// Hindi for ../whatsapp.ts.
import type { Translation } from '../i18n.ts';
import type { whatsappText } from '../whatsapp.ts';

export const whatsapp: Translation<typeof whatsappText> = {
  badSignature: 'WhatsApp का हस्ताक्षर (X-Hub-Signature-256) नहीं है या मेल नहीं खाता।',
  notJson: 'WhatsApp वेबहुक का मुख्य भाग JSON नहीं है।',
  verifyRefused: 'सत्यापन टोकन मेल नहीं खाता: यह वेबहुक सब्सक्राइब नहीं हुआ।',
  notConfigured: 'इस साइट पर WhatsApp चालू नहीं है।',
  received: 'मिल गया।',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../whatsapp.ts). */
export const catalogues = { whatsapp };
