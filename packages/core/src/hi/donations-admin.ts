// Hindi for ../donations-admin.ts (the staff console's Donations screen: a little more formal).
import type { donationsMessages } from '../donations-admin.ts';
import type { Translation } from '../i18n.ts';

// Counts keep Latin digits with Indian grouping, as on English pages.
const count = (n: number) => n.toLocaleString('en-IN');

export const donations: Translation<typeof donationsMessages> = {
  pageTitle: 'दान',
  lead: 'हर दान को संदर्भ संख्या, UTR, ईमेल या मोबाइल से खोजें। UPI भुगतानों का बैंक स्टेटमेंट से एक-एक करके या उसकी CSV आयात करके मिलान करें; जो भुगतान कभी आया ही नहीं, उसे विफल चिह्नित करें।',
  search: 'संदर्भ संख्या, UTR, ईमेल या मोबाइल',
  anyStatus: 'कोई भी स्थिति',
  find: 'खोजें',
  none: 'कोई मेल खाता दान नहीं मिला।',
  export: 'CSV डाउनलोड करें',
  importTitle: 'बैंक स्टेटमेंट आयात करें',
  importHint:
    'उस खाते की CSV जो आपका बैंक देता है, जिसमें UPI भुगतान आते हैं। हर जमा राशि का मिलान उसके 12 अंकों के UTR और सटीक राशि से, सत्यापन की प्रतीक्षा कर रहे किसी दान के साथ किया जाता है।',
  importFile: 'स्टेटमेंट (CSV)',
  importButton: 'आयात करें और मिलान करें',
  importNoFile: 'कृपया स्टेटमेंट की CSV फ़ाइल चुनें।',
  importTooLarge: 'स्टेटमेंट 1 MB से बड़ा है। इसे तारीख़ के अनुसार बाँटें और हर हिस्सा अलग से आयात करें।',
  importTooManyLines: 'स्टेटमेंट में 5,000 से अधिक पंक्तियाँ हैं। इसे तारीख़ के अनुसार बाँटें और हर हिस्सा अलग से आयात करें।',
  importNoColumns: 'इस फ़ाइल में हमें UTR (या reference / narration) और जमा राशि (credit) के कॉलम नहीं मिले।',
  importUnclosedQuote: (line) => `फ़ाइल में पंक्ति ${line} से शुरू होने वाला एक उद्धरण चिह्न (") कभी बंद नहीं होता। वह पंक्ति जाँचें, या स्टेटमेंट फिर से डाउनलोड करें।`,
  importNoDirection:
    'इस फ़ाइल में आने और जाने वाले पैसे के लिए एक ही Amount कॉलम है, और उन्हें अलग बताने के लिए कोई Dr/Cr कॉलम नहीं है। स्टेटमेंट को अलग Debit और Credit कॉलम के साथ, या Dr/Cr कॉलम के साथ डाउनलोड करें।',
  importSummary: (matched, unmatched) => `${matched} का मिलान हुआ, ${unmatched} का मिलान नहीं हुआ।`,
  statusLabel: 'स्थिति',
  statusLabels: {
    created: 'अभी भुगतान नहीं हुआ',
    pending: 'सत्यापन की प्रतीक्षा में',
    paid: 'भुगतान हो गया',
    failed: 'विफल',
    cancelled: 'रद्द',
    refunded: 'रिफ़ंड किया गया',
  },
  methodLabels: { simulator: 'टेस्ट भुगतान', upi: 'UPI', razorpay: 'Razorpay' },
  columns: { donation: 'दान', donor: 'दानदाता', campaign: 'अभियान', amount: 'राशि', status: 'स्थिति', utr: 'UTR', action: 'कार्रवाई' },
  monthlyOf: (month) => `मासिक, ${month}`,
  found: (total, shown, more) => (!more && shown === total ? `${count(total)} दान, सबसे नए पहले` : `${count(total)} दान, सबसे नए पहले: इस पेज पर ${count(shown)}`),
  foundTotal: (total) => `इन दानों का कुल योग ${total} है: दान, तत्काल ज़रूरतों के लिए जोड़ी गई राशि और प्लेटफ़ॉर्म के लिए टिप।`,
  tipFoundTotal: (amount) => `इसमें से ${amount} प्लेटफ़ॉर्म के लिए टिप है।`,
  tipPart: (amount) => `${amount} प्लेटफ़ॉर्म के लिए टिप`,
  fundLabel: 'किसे दिया गया',
  anyFund: 'अभियान और कोष',
  funds: { urgent: 'तत्काल ज़रूरतों का कोष' },
  urgentPart: (amount) => `${amount} तत्काल ज़रूरतों के कोष में`,
  urgentFoundTotal: (amount) => `इसमें से ${amount} तत्काल ज़रूरतों के कोष में गया।`,
  pages: 'दानों के पेज',
  importColumns: { line: 'पंक्ति', utr: 'UTR', credit: 'जमा राशि', result: 'परिणाम' },
  importEmpty: 'इस फ़ाइल में जमा राशि की कोई पंक्ति नहीं है।',
  markFailed: 'विफल चिह्नित करें',
  failReason: 'विफल होने का कारण',
  failReasonRequired: 'कृपया कारण बताएँ (दानदाता और ऑडिट लॉग के लिए)',
  failed: (ref) => `${ref} को विफल चिह्नित किया गया है।`,
  outcomes: {
    matched: 'मिलान हुआ और पुष्टि की गई',
    wrongAmount: (expected, got) => `राशि ग़लत है: दान ${expected} का है, जमा राशि ${got} है`,
    unknownUtr: 'इस UTR के लिए कोई दान प्रतीक्षा में नहीं है',
    alreadySettled: 'यह UTR पहले ही एक दान की पुष्टि कर चुका है',
    duplicate: 'यही UTR इस फ़ाइल में पहले भी आ चुका है',
    noUtr: 'इस पंक्ति में 12 अंकों का कोई UTR नहीं है',
    changed: 'इस बीच दानदाता ने इस दान का UTR बदल दिया है; इसे स्वयं जाँचें',
    ownOrder: 'यह आपका अपना भुगतान है: स्टेटमेंट की यह पंक्ति कोई दूसरा स्टाफ़ सदस्य इम्पोर्ट करे या इसकी पुष्टि करे',
  },
};

/** This file's catalogues by name (the name given to `catalogue()` in ../donations-admin.ts). */
export const catalogues = { donations };
