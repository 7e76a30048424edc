// Hindi for ../learning-staff-text.ts.
import type { Translation } from '../i18n.ts';
import type { learningStaffText as en } from '../learning-staff-text.ts';

const learningStaff: Translation<typeof en> = {
  nav: 'सीखना',
  title: 'सीखना',
  lead: 'कोर्स और विद्यार्थियों के वीडियो। जिस वीडियो में बच्चा है, वह अभिभावक की सत्यापित सहमति से ही प्रकाशित होता है (डीपीडीपी अधिनियम 2023, धारा 9)।',
  courses: 'कोर्स',
  published: 'प्रकाशित',
  draft: 'मसौदा',
  noCourses: 'अभी कोई कोर्स नहीं।',
  videos: 'विद्यार्थियों के वीडियो',
  addVideo: 'विद्यार्थी का वीडियो जोड़ें',
  videoTitle: 'शीर्षक',
  videoTitleHi: 'हिंदी में शीर्षक',
  youtubeId: 'YouTube वीडियो आईडी',
  childAppears: 'इस वीडियो में एक बच्चा है',
  add: 'मसौदे के रूप में जोड़ें',
  added: 'वीडियो मसौदे के रूप में जोड़ा गया।',
  status: { draft: 'मसौदा', published: 'प्रकाशित', taken_down: 'हटाया गया' },
  consent: 'अभिभावक की सहमति',
  noConsent: 'कोई सहमति दर्ज नहीं।',
  consentLine: (name, relation, method, when) => `${name} (${relation}), ${method}, ${when}`,
  withdrawn: (when) => `${when} को वापस ली गई`,
  guardianName: 'अभिभावक का पूरा नाम',
  guardianRelation: 'बच्चे से रिश्ता',
  method: 'पुष्टि कैसे हुई',
  methods: { otp_guardian_mobile: 'अभिभावक के मोबाइल पर OTP', signed_form_seen: 'स्टाफ़ ने हस्ताक्षरित फ़ॉर्म देखा', in_person_with_id: 'व्यक्तिगत रूप से, पहचान पत्र देखा' },
  consentedAt: 'सहमति कब दी',
  recordConsent: 'सहमति दर्ज करें',
  consentRecorded: 'सहमति दर्ज की गई।',
  publish: 'प्रकाशित करें',
  publishedDone: 'प्रकाशित किया गया।',
  reason: 'कारण (अभिभावक का अनुरोध)',
  takeDown: 'हटाएँ',
  takenDown: 'हटा दिया गया; सहमति वापस ली गई दर्ज है।',
  notFound: 'यह वीडियो अब मौजूद नहीं है।',
};

export const catalogues = { learningStaff };
