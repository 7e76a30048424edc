// Hindi for ../faqs.ts.
import type { faqMessages } from '../faqs.ts';
import type { Translation } from '../i18n.ts';

export const faq: Translation<typeof faqMessages> = {
  title: 'दानदाताओं के सवाल',
  lead: 'रसीदें, रिफ़ंड, मासिक दान और आपका पैसा सही काम तक कैसे पहुँचता है: सारे जवाब, आसान शब्दों में।',
  empty: 'यहाँ अभी कोई सवाल नहीं है।',
  stillAsk: 'अब भी कोई सवाल है?',
  stillAskLead: 'हमें लिखें, फ़ाउंडेशन का कोई व्यक्ति आपको जवाब देगा, आमतौर पर दो कार्य दिवसों के भीतर।',
  contactLink: 'हमसे संपर्क करें',
  footerLink: 'अक्सर पूछे जाने वाले सवाल',
  consoleTitle: 'सवाल और जवाब',
  consoleLead: 'सार्वजनिक FAQ पेज के सवाल, उनके क्रम में। कम क्रम संख्या वाले सवाल पहले आते हैं; जवाब में खाली पंक्ति से नया अनुच्छेद शुरू होता है।',
  viewPage: 'FAQ पेज देखें',
  addTitle: 'सवाल जोड़ें',
  question: 'सवाल',
  answer: 'जवाब',
  order: 'क्रम',
  add: 'सवाल जोड़ें',
  save: 'सहेजें',
  remove: 'हटाएँ',
  removeConfirm: 'हाँ, यह सवाल हटाएँ',
  saved: 'सवाल सहेजा गया।',
  added: 'सवाल जोड़ा गया।',
  removed: 'सवाल हटाया गया।',
  nothingChanged: 'कुछ नहीं बदला।',
  notFound: 'वह सवाल अब मौजूद नहीं है।',
  questionRequired: 'कृपया सवाल दर्ज करें',
  answerRequired: 'कृपया जवाब दर्ज करें',
  sortInvalid: 'क्रम 0 से 9999 तक की कोई पूर्ण संख्या होनी चाहिए',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../faqs.ts). */
export const catalogues = { faq };
