// What the WhatsApp webhook answers (decision 0064). Meta reads none of it; a person testing the
// webhook by hand does, in either language.
import { catalogue } from './i18n.ts';

export const whatsappText = /* @__PURE__ */ catalogue('whatsapp', {
  badSignature: 'The WhatsApp signature (X-Hub-Signature-256) is missing or does not match.',
  notJson: 'The WhatsApp webhook body is not JSON.',
  verifyRefused: 'The verify token does not match: this webhook was not subscribed.',
  notConfigured: 'WhatsApp is not set up on this site.',
  received: 'Received.',
});
