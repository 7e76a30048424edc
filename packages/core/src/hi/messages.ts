// Hindi for messages.ts. Spec messages: the same meaning and tone as the English, which stays
// word for word on English pages.
import type { Translation } from '../i18n.ts';
import type { campaignMessages, headerMessages, messages, taxText, unreadableFormMessages } from '../messages.ts';

export const common: Translation<typeof messages> = {
  enterAmount: 'कृपया राशि दर्ज करें',
  minimumDonation: 'न्यूनतम दान राशि ₹300 है',
  paymentSuccessTitle: 'भुगतान सफल!',
  paymentFailedTitle: 'भुगतान विफल!',
  paymentFailedBody: 'दुर्भाग्य से, आपका लेन-देन पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  subscribed: 'आपने सफलतापूर्वक सदस्यता ले ली है।',
  alreadySubscribed: 'आप पहले ही सदस्यता ले चुके हैं',
  campaignThanks: 'आपकी रुचि के लिए धन्यवाद, आपका आवेदन समीक्षा में है और हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  noRecords: 'कोई रिकॉर्ड नहीं मिला',
  notFound: 'हमें वह पेज नहीं मिला।',
  campaignNotFound: 'अभियान नहीं मिला',
  blogNotFound: 'ब्लॉग पोस्ट नहीं मिली',
  invalidInput: 'कुछ फ़ील्ड पर ध्यान देने की ज़रूरत है।',
  serverError: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  unstorableText: 'आपके भेजे गए टेक्स्ट में कुछ ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  badHost: 'Host हेडर एक होस्ट नाम या पता होना चाहिए, वैकल्पिक पोर्ट के साथ।',
  jsonOnly: 'यह अनुरोध JSON के रूप में भेजें (Content-Type: application/json)।',
  jsonObject: 'अनुरोध का मुख्य भाग एक JSON ऑब्जेक्ट होना चाहिए।',
  methodNotAllowed: 'यह पता उस तरीके (method) को स्वीकार नहीं करता।',
  badUrl: 'यह पता मान्य नहीं है: इसमें टूटी हुई प्रतिशत-एन्कोडिंग (%) है।',
  badJson: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  emptyJson: 'अनुरोध का मुख्य भाग खाली है; एक JSON ऑब्जेक्ट भेजें।',
  badContentLength: 'Content-Length हेडर मुख्य भाग से मेल नहीं खाता।',
  tooLarge: 'अनुरोध का मुख्य भाग बहुत बड़ा है।',
  tooDeep: (max: number) => `अनुरोध के मुख्य भाग में बहुत गहरी नेस्टिंग है: ऑब्जेक्ट और सूचियों के अधिकतम ${max} स्तर।`,
};

export const unreadableForm: Translation<typeof unreadableFormMessages> = {
  title: 'फ़ॉर्म नहीं भेजा गया',
  eyebrow: (status) => `त्रुटि ${status}`,
  heading: 'हम वह फ़ॉर्म पढ़ नहीं सके',
  body: 'पेज का फ़ॉर्म हम तक फ़ॉर्म के रूप में नहीं पहुँचा। कृपया पेज पर वापस जाकर उसे फिर से भेजें।',
};

export const header: Translation<typeof headerMessages> = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  home: ', होम',
  mainNav: 'मुख्य',
  phoneMenu: 'मेन्यू',
  phoneNav: 'मोबाइल',
  loginSignup: 'लॉगिन / साइन अप',
  donateNow: 'अभी दान करें',
  welcome: 'नमस्ते, ',
  accountNav: 'आपका खाता',
  accountNavPhone: 'आपका खाता (मेनू)',
  signedInAs: 'इस नाम से साइन इन',
  staffConsole: 'स्टाफ़ कंसोल',
  myProfile: 'मेरी प्रोफ़ाइल',
  myTransaction: 'मेरे लेन-देन',
  mySubscriptions: 'मेरी सदस्यताएँ',
  myCampaigns: 'मेरे अभियान',
  logout: 'लॉग आउट',
  followUs: 'हमें फ़ॉलो करें',
  contactUs: 'हमसे बात करें',
  trustFee: '0% प्लेटफ़ॉर्म शुल्क',
  trustTax: (short) => `हर दान पर ${short} कर लाभ`,
  trustVerified: 'हमारी टीम द्वारा सत्यापित अभियान',
  switchLanguage: 'यह पेज अंग्रेज़ी में पढ़ें',
};

export const campaign: Translation<typeof campaignMessages> = {
  donateNow: 'अभी दान करें',
  donateAmount: (amount) => `${amount} दान करें`,
  giveToCampaign: 'इस अभियान में दान दें',
  percentFunded: (pct) => `${pct}% राशि जुटी`,
  raised: (amount) => `${amount} जुटाए गए`,
  raisedOf: (goal) => `${goal} में से जुटाए गए`,
  payWith: 'इससे भुगतान करें',
  paymentNames: { upi: 'UPI', googlePay: 'Google Pay', phonePe: 'PhonePe', paytm: 'Paytm', bhim: 'BHIM', cards: 'कार्ड', netBanking: 'नेट बैंकिंग' },
  howToDonateTitle: 'दान कैसे करें',
  howToDonateHint: 'एक छोटा वीडियो: यहाँ दान करना, कदम दर कदम',
  watchStory: 'कहानी देखें',
  galleryAlt: (title, n) => `${title}: फ़ोटो ${n}`,
  videoHint: 'प्ले दबाने पर YouTube से चलता है',
  shareImageAlt: (title, raised, goal, pct, foundation) => `${title}: ${goal} में से ${raised} जुटाए गए (${pct}%), ${foundation}`,
};

export const taxTextHi: Translation<typeof taxText> = {
  benefitAndFee: (short) => `${short} कर लाभ · 0% प्लेटफ़ॉर्म शुल्क`,
  registration: (short, number) => `${short} पंजीकरण: ${number}`,
  campaignNote: (section, act) => `इस अभियान को दिया गया दान ${act} की ${section} के तहत कर लाभ के योग्य है।`,
  makeItMonthly: (short) => `हर महीने दें: ₹300 प्रति माह से, हर बार ${short} रसीद के साथ।`,
  homeDescription: (short) => `पूरे भारत में बच्चों, बुज़ुर्गों, पशुओं और मरीज़ों के लिए सत्यापित अभियानों को एक बार या हर महीने दान दें। 0% प्लेटफ़ॉर्म शुल्क, ${short} कर लाभ।`,
  homeMonthly: (short) => `अपनी पसंद के काम के लिए ₹300 प्रति माह से दान दें। कभी भी रोकें या बंद करें। हर भुगतान की ${short} रसीद।`,
  homePromise: (short) => `हम हर अभियान को लाइव होने से पहले जाँचते हैं, ज़मीन से अपडेट देते हैं, और हर दान की ${short} रसीद भेजते हैं। कोई प्लेटफ़ॉर्म शुल्क नहीं, कभी नहीं।`,
  loginDescription: (short) => `अपने दान देखने, ${short} रसीदें माँगने और मासिक दान सँभालने के लिए लॉग इन करें।`,
  registerDescription: (short) => `अपने दान देखने, ${short} रसीदें माँगने और हर महीने दान देने के लिए अपना खाता बनाएँ।`,
  registerSubtitle: (short) => `अपना हर दान देखें, ${short} रसीदें माँगें और मासिक दान सँभालें।`,
  monthlyDescription: (short) => `बच्चों, पशुओं, बुज़ुर्गों और दिव्यांग लोगों को हर महीने दान दें: ₹300 प्रति माह से, ${short} रसीद के साथ, कभी भी रोकें या बंद करें।`,
  aboutTransparency: (short) => `लाइव कुल राशि, ज़मीन से अपडेट और आपके दिए हर रुपये की ${short} रसीद।`,
};
