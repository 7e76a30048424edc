// Hindi for ../newsletter.ts. The first texts repeat messages.ts's, accounts.ts's and text.ts's
// English word for word; their Hindi says the same.
import type { Translation } from '../i18n.ts';
import type { newsletterMessages } from '../newsletter.ts';
import { common } from './messages.ts';

export const newsletter: Translation<typeof newsletterMessages> = {
  subscribed: common.subscribed,
  alreadySubscribed: common.alreadySubscribed,
  emailRequired: 'ईमेल आवश्यक है',
  emailInvalid: 'ईमेल मान्य नहीं है',
  controlCharacters: 'ईमेल में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  tooLong: 'ईमेल में अधिकतम 254 अक्षर हो सकते हैं',
  eyebrow: 'न्यूज़लेटर',
  title: 'बदलाव की कहानियाँ, महीने में एक बार',
  pageDescription: 'आप जिन अभियानों की परवाह करते हैं, उनकी मासिक कहानियों के लिए सदस्यता लें। कोई स्पैम नहीं; एक क्लिक में सदस्यता छोड़ें।',
  lead: 'आप जिन अभियानों की परवाह करते हैं, उनके अपडेट। कोई स्पैम नहीं; एक क्लिक में सदस्यता छोड़ें।',
  label: 'ईमेल पता',
  placeholder: 'आपका ईमेल पता',
  button: 'सदस्यता लें',
  unsubscribeTitle: 'न्यूज़लेटर की सदस्यता छोड़ें',
  unsubscribeLead: 'बटन दबाएँ और हम आपको मासिक न्यूज़लेटर भेजना बंद कर देंगे। आप कभी भी फिर से सदस्यता ले सकते हैं।',
  unsubscribeButton: 'सदस्यता छोड़ें',
  unsubscribed: 'आपने सदस्यता छोड़ दी है। हम आपको अब न्यूज़लेटर नहीं भेजेंगे।',
  unsubscribeInvalid: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। अगर आपको अब भी हमारा न्यूज़लेटर मिलता है, तो उसका जवाब दें और हम आपको ख़ुद सूची से हटा देंगे।',
  exportTitle: 'सदस्य',
  adminLead: 'वे सभी लोग जिन्होंने न्यूज़लेटर माँगा, और जिन्होंने सदस्यता छोड़ी। यहाँ किसी की सदस्यता समाप्त करना (फ़ोन या पत्र से उनके अनुरोध पर) ऑडिट लॉग में दर्ज होता है।',
  adminSearch: 'ईमेल से खोजें',
  adminAll: 'सभी',
  adminSubscribed: 'सदस्य',
  adminUnsubscribed: 'सदस्यता छोड़ चुके',
  adminFind: 'खोजें',
  adminExport: 'CSV डाउनलोड करें',
  adminNone: 'कोई मेल खाता सदस्य नहीं मिला।',
  adminUnsubscribe: 'सदस्यता समाप्त करें',
  adminDone: (email) => `${email} की सदस्यता समाप्त कर दी गई है।`,
  adminNotFound: 'ऐसा कोई सदस्य नहीं है।',
  tooMany: 'आपके नेटवर्क से बहुत अधिक सदस्यताएँ आई हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../newsletter.ts). */
export const catalogues = { newsletter };
