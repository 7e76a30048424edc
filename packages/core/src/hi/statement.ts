// Hindi for ../statement.ts. Only the console's words: the statement's own columns and values
// follow CBDT's template and stay as ../statement.ts writes them.
import type { Translation } from '../i18n.ts';
import type { statementMessages } from '../statement.ts';

export const statement: Translation<typeof statementMessages> = {
  title: 'दानों का वार्षिक विवरण',
  lead: (form) =>
    `यह CSV, ${form} के बल्क-अपलोड टेम्पलेट के अनुसार है: दानदाता के हर PAN (या आधार), दान के प्रकार और माध्यम के लिए एक पंक्ति, जिसमें उस दानदाता के साल भर के दान जोड़कर लिखे जाते हैं। नकद और वस्तु के रूप में मिले दान उनके माध्यम के साथ लिखे जाते हैं। राशियाँ पूरे रुपयों में हैं।`,
  followUpLead:
    'जिस दान के दानदाता ने न PAN दिया है न आधार नंबर, वह विवरण में नहीं आ सकता। फ़ॉलो-अप फ़ाइल में ऐसे दान, और बिना पते वाले दानदाताओं के दान, लिखे होते हैं, ताकि विवरण दाखिल करने से पहले दानदाताओं से पूछा जा सके।',
  yearInvalid: 'कोई वित्त वर्ष चुनें, जैसे 2026-27',
  needsRegistration: 'पहले साइट सेटिंग्स में 80G पंजीकरण नंबर (URN) और 80G पंजीकरण या अनुमोदन की तिथि भरें: विवरण की हर पंक्ति में दोनों ज़रूरी हैं।',
  settingsLink: 'साइट सेटिंग्स खोलें',
  noRegime: (fy) => `वित्त वर्ष ${fy} के लिए कर कानून के कोई नाम दर्ज नहीं हैं। उन्हें “कर कानून में नाम” में जोड़ें।`,
  yearLabel: 'वित्त वर्ष',
  download: 'विवरण डाउनलोड करें (CSV)',
  downloadFollowUp: 'फ़ॉलो-अप वाले दान (CSV)',
  followUpColumns: ['संदर्भ', 'भुगतान की तिथि', 'दानदाता का नाम', 'ईमेल', 'प्राप्ति का माध्यम', 'राशि (भारतीय रुपये)', 'दानदाता से क्या पूछें'],
  askForId: 'PAN या आधार नंबर: इसके बिना यह दान विवरण में नहीं आएगा',
  askForAddress: 'डाक पता: इसके बिना विवरण में यह दान खाली पते के साथ लिखा जाएगा',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../statement.ts). */
export const catalogues = { statement };
