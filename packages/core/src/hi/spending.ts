// Hindi for ../spending.ts.
import type { Translation } from '../i18n.ts';
import type { spendingText } from '../spending.ts';

export const spending: Translation<typeof spendingText> = {
  notFound: 'ख़र्च की प्रविष्टि नहीं मिली',
  campaignNotFound: 'अभियान नहीं मिला',
  notYours: 'अभियान का ख़र्च सिर्फ़ उसका अभियानकर्ता या स्टाफ़ प्रस्तावित कर सकता है',
  dateInvalid: 'भुगतान का दिन YYYY-MM-DD में लिखें, आने वाला दिन नहीं',
  amountInvalid: 'राशि रुपयों में लिखें, जैसे 12000 या 12,000.50',
  categoryInvalid: 'चुनें कि किस पर ख़र्च हुआ',
  payeeRequired: 'बताइए कि भुगतान किसे हुआ',
  descriptionRequired: 'बताइए कि क्या ख़रीदा या किसका भुगतान हुआ',
  tooLong: (n) => `कृपया इसे ${n} अक्षरों से छोटा रखें`,
  quantityInvalid: 'संख्या 1 से 10,00,000 तक की पूरी संख्या हो',
  unitRequired: 'बताइए कि संख्या किसकी है (कंबल, किट, दिन)',
  reasonRequired: 'कृपया कारण बताइए: अभियानकर्ता इसे पढ़ेगा',
  noteRequired: 'कृपया बताइए कि पैसे कहाँ से आए',
  decided: 'इस प्रविष्टि पर फ़ैसला हो चुका है',
  secondApprover: 'इस राशि से ऊपर दूसरा स्टाफ़ सदस्य मंज़ूरी देता है: किसी और को देनी होगी',
  overspend: (spent, available) => `इससे अभियान का ख़र्च उसके पास की राशि से ज़्यादा हो जाएगा: ${available} (जुटाए और जोड़े गए) में से ${spent} ख़र्च`,
  awaitingSecond: 'एक बार मंज़ूर; सार्वजनिक होने से पहले दूसरा स्टाफ़ सदस्य भी मंज़ूरी देगा',
  title: 'पैसा कहाँ गया',
  lead: 'इस अभियान से हुआ हर भुगतान, यहाँ दिखाने से पहले हमारी टीम ने उसके बिल से मिलाया है।',
  raised: 'जुटाए गए',
  spent: 'ख़र्च हुए',
  balance: 'ख़र्च होना बाक़ी',
  foundationAdded: (amount) => `इसमें फ़ाउंडेशन के अपने कोष से जोड़े गए ${amount} शामिल हैं।`,
  byCategory: 'किस पर ख़र्च हुआ',
  payments: 'भुगतान',
  nothingYet: 'अभी कुछ ख़र्च नहीं हुआ। हर भुगतान यहाँ तब दिखेगा जब वह हो जाएगा और हमारी टीम उसका बिल जाँच लेगी।',
  paidTo: (payee) => `भुगतान पाने वाला: ${payee}`,
  moreItems: (n) => (n === 1 ? '1 पहले का भुगतान' : `${n} पहले के भुगतान`),
};

export const catalogues = { spending };
