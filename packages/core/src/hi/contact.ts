// Hindi for ../contact.ts.
import { MOBILE_DIGITS } from '../constants.ts';
import type { contactMessages } from '../contact.ts';
import type { Translation } from '../i18n.ts';

// The schema names its fields in English (contactInput); the Hindi sentence names them in Hindi.
const FIELDS: Record<string, string> = { Name: 'नाम', Subject: 'विषय', Message: 'संदेश', 'Mobile number': 'मोबाइल नंबर' };

export const contact: Translation<typeof contactMessages> = {
  pageTitle: 'हमसे संपर्क करें',
  pageDescription: 'फ़ाउंडेशन को लिखें, हमारी हेल्पलाइन पर कॉल करें या हमसे मिलने आएँ। हम हर संदेश का जवाब दो कार्य दिवसों के भीतर देते हैं।',
  heroEyebrow: 'हम आपकी मदद के लिए यहाँ हैं',
  heroTitle: 'हमसे संपर्क करें',
  heroSubtitle: 'किसी दान, रसीद या अभियान के बारे में कोई सवाल है? हमें लिखें, हम दो कार्य दिवसों के भीतर जवाब देंगे।',
  formTitle: 'हमें संदेश भेजें',
  fullnameLabel: 'पूरा नाम',
  mobilenoLabel: 'मोबाइल नंबर (10 अंक)',
  emailidLabel: 'ईमेल पता',
  subjectLabel: 'विषय',
  messageLabel: 'आपका संदेश',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  fullnameRequired: 'कृपया अपना नाम दर्ज करें',
  mobilenoRequired: 'कृपया मोबाइल नंबर दर्ज करें',
  mobilenoInvalid: `मोबाइल नंबर ${MOBILE_DIGITS} अंकों का होना चाहिए`,
  emailidRequired: 'कृपया ईमेल पता दर्ज करें',
  subjectRequired: 'कृपया विषय दर्ज करें',
  messageRequired: 'कृपया अपना संदेश दर्ज करें',
  tooLong: (field, max) => `${FIELDS[field] ?? field} में अधिकतम ${max} अक्षर हो सकते हैं`,
  sent: 'आपके संदेश के लिए धन्यवाद। हम दो कार्य दिवसों के भीतर आपसे संपर्क करेंगे।',
  sentTitle: 'संदेश भेज दिया गया',
  sendAnother: 'एक और संदेश भेजें',
  humanLegend: 'मानव जाँच',
  humanIdle: 'हम यहीं आपके ब्राउज़र में जाँचते हैं कि आप एक इंसान हैं: कोई पहेली नहीं, कोई दूसरी वेबसाइट नहीं।',
  humanWorking: 'जाँच हो रही है कि आप एक इंसान हैं…',
  humanDone: 'सत्यापित: आप एक इंसान हैं।',
  humanFailed: 'जाँच पूरी नहीं हुई। फिर से कोशिश करने के लिए "संदेश भेजें" दबाएँ।',
  humanNoScript: 'यह जाँच आपके ब्राउज़र में चलती है और इसके लिए JavaScript ज़रूरी है। उसके बिना, कृपया हमें ईमेल से लिखें।',
  refusedProof: 'हम जाँच नहीं सके कि आप एक इंसान हैं। कृपया बटन के पास “सत्यापित” दिखने तक रुकें, फिर दोबारा भेजें।',
  refusedTooFast: 'यह किसी इंसान के टाइप करने की गति से तेज़ था। कृपया अपना संदेश जाँचें और उसे फिर से भेजें।',
  refusedStale: 'यह फ़ॉर्म बहुत देर तक खुला रहा। कृपया पेज फिर से लोड करें और अपना संदेश दोबारा भेजें।',
  refusedHoneypot: 'आपका संदेश नहीं भेजा जा सका। कृपया हमें ईमेल से लिखें।',
  refusedRateLimit: 'आपके नेटवर्क से बहुत अधिक संदेश आए हैं। कृपया एक घंटे बाद फिर से कोशिश करें, या हमारी हेल्पलाइन पर कॉल करें।',
  helplineTitle: 'हेल्पलाइन',
  helplineHint: 'सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक',
  emailTitle: 'ईमेल',
  emailHint: 'हम दो कार्य दिवसों के भीतर जवाब देते हैं',
  addressTitle: 'पता',
  mapShow: 'नक्शा दिखाएँ',
  mapHint: 'नक्शा Google Maps से आता है; जब तक आप इसे नहीं दबाते, Google से कुछ भी लोड नहीं होता।',
  mapTitle: 'हमारे कार्यालय का नक्शा',
  inboxTitle: 'संपर्क संदेश',
  inboxEmpty: 'यहाँ कोई संदेश नहीं है।',
  allButArchived: 'संग्रहीत के अलावा सभी',
  statusLabels: { new: 'नया', read: 'पढ़ा गया', replied: 'जवाब दिया गया', archived: 'संग्रहीत' },
  markAs: { read: 'पढ़ा गया चिह्नित करें', replied: 'जवाब दिया गया चिह्नित करें', archived: 'संग्रहीत करें' },
  reply: 'ईमेल से जवाब दें',
  erased: 'भेजने वाले ने सहमति वापस ली: व्यक्तिगत जानकारी हटा दी गई।',
  refusedCount: (n) => `पिछले 7 दिनों में ${n} संदेश स्पैम मानकर अस्वीकार ${n === 1 ? 'किया गया' : 'किए गए'}।`,
  notFound: 'संदेश नहीं मिला',
  moved: (status) => `"${status}" के रूप में चिह्नित किया गया।`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../contact.ts). */
export const catalogues = { contact };
