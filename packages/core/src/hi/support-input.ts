// Hindi for ../support-input.ts.
import type { Translation } from '../i18n.ts';
import { formatINR } from '../money.ts';
import { TICKET_ATTACHMENT_BYTES, TICKET_ATTACHMENTS_MAX, TICKET_MESSAGE_MAX, TICKET_RATING_COMMENT_MAX, TICKET_SUBJECT_MAX } from '../support.ts';
import type { supportMessages as en } from '../support-input.ts';

export const supportMessages: Translation<typeof en> = {
  topicRequired: 'चुनें कि टिकट किस बारे में है।',
  subjectRequired: 'कृपया विषय लिखें।',
  subjectTooLong: `विषय अधिकतम ${TICKET_SUBJECT_MAX} अक्षरों का हो सकता है।`,
  bodyRequired: 'कृपया अपना संदेश लिखें।',
  bodyTooLong: `संदेश अधिकतम ${TICKET_MESSAGE_MAX} अक्षरों का हो सकता है।`,
  aboutNotFound: 'यह आपका कोई दान, रसीद, अभियान या ऑर्डर नहीं है।',
  tooManyFiles: `अधिकतम ${TICKET_ATTACHMENTS_MAX} फ़ाइलें जोड़ें।`,
  fileTooBig: (name) => `${name} ${TICKET_ATTACHMENT_BYTES / 1024 / 1024} MB से बड़ी है।`,
  fileType: (name) => `${name} PDF, JPEG या PNG फ़ाइल नहीं है।`,
  fileUnreadable: (name) => `${name} को तस्वीर के रूप में पढ़ा नहीं जा सका।`,
  tooManyTickets: 'आपने आज कई टिकट खोले हैं। कृपया किसी मौजूदा टिकट में जोड़ें, या कल फिर कोशिश करें।',
  tooManyFromNetwork: 'पिछले एक घंटे में आपके नेटवर्क से कई टिकट आए हैं। कृपया थोड़ी देर बाद कोशिश करें।',
  notFound: 'हमें वह टिकट नहीं मिला।',
  closedNoReply: 'यह टिकट बंद हो चुका है।',
  notRatable: 'टिकट हल होने के बाद आप उसे एक बार रेट कर सकते हैं।',
  ratingRequired: 'चुनें कि इससे मदद मिली या नहीं।',
  commentTooLong: `टिप्पणी अधिकतम ${TICKET_RATING_COMMENT_MAX} अक्षरों की हो सकती है।`,
  cannedNotFound: 'वह तैयार जवाब अब मौजूद नहीं है।',
  cannedTitleRequired: 'कृपया तैयार जवाब का शीर्षक दें।',
  cannedBodyRequired: 'कृपया जवाब अंग्रेज़ी में लिखें।',
  cannedBodyHiRequired: 'कृपया जवाब हिंदी में भी लिखें।',
  actionNeedsAbout: 'यह तैयार जवाब टिकट से जुड़ी चीज़ पर काम करता है, और यह टिकट ऐसी किसी चीज़ से जुड़ा नहीं है।',
  actionFailed: (why) => `जवाब नहीं भेजा गया: ${why}`,
  mergeSelf: 'किसी टिकट को उसी में नहीं मिलाया जा सकता।',
  mergeTarget: 'जिस खुले टिकट में मिलाना है उसका संदर्भ लिखें।',
  mergeRequester: 'सिर्फ़ एक ही व्यक्ति के टिकट मिलाए जा सकते हैं।',
  notActive: 'इस टिकट पर अब काम नहीं हो रहा।',
  stateMove: 'टिकट अपनी मौजूदा स्थिति से उस स्थिति में नहीं जा सकता।',
  clockAmount: '1 से 1000 तक की कोई पूरी संख्या लिखें।',
  clockUnit: 'इकाई चुनें।',
  holidayDay: 'तारीख़ YYYY-MM-DD के रूप में लिखें।',
  holidayName: 'कृपया छुट्टी का नाम लिखें।',
  holidayNameHi: 'कृपया छुट्टी का नाम हिंदी में भी लिखें।',
  aboutDonation: (ref, amount, campaign) => `${campaign} के लिए ${formatINR(amount)} का दान ${ref}`,
  aboutReceipt: (number, ref) => `रसीद ${number} (दान ${ref})`,
  aboutCampaign: (title) => `अभियान: ${title}`,
  aboutShopOrder: (ref, shop) => `${shop} से ऑर्डर ${ref}`,
  aboutSoldOrder: (ref) => `आपकी दुकान का बेचा गया ऑर्डर ${ref}`,
  aboutRefund: (id) => `रिफ़ंड अनुरोध ${id}`,
  aboutDispute: (id) => `ऑर्डर विवाद ${id}`,
  aboutContact: (id) => `संपर्क संदेश ${id}`,
  aboutInquiry: (id) => `विक्रेता से सवाल ${id}`,
  whatsappNeedsPhone: 'WhatsApp पर जवाब पाने के लिए पहले अपनी प्रोफ़ाइल में अपना मोबाइल सत्यापित करें।',
  dueBy: (when) => `हम ज़्यादा से ज़्यादा ${when} तक जवाब देंगे।`,
  stateLine: (state) =>
    state === 'waiting'
      ? 'हम आपके जवाब की प्रतीक्षा कर रहे हैं: इस ईमेल का या साइट पर जवाब दें।'
      : state === 'resolved'
        ? 'हमें लगता है कि यह हल हो गया है। अगर नहीं, तो 7 दिनों के भीतर जवाब दें और टिकट फिर से खुल जाएगा।'
        : 'हम अभी इस पर काम कर रहे हैं।',
  staffName: 'सहायता टीम',
  systemName: 'हेल्प डेस्क',
  ownTicket: 'यह टिकट आपने ख़ुद खोला है: इसका जवाब और निपटारा कोई दूसरा स्टाफ़ सदस्य करेगा।',
  reopened: 'नया संदेश आया: टिकट फिर से खुल गया है।',
  followsOn: (ref) => `यह टिकट ${ref} के आगे का है, जो 7 दिन से ज़्यादा पहले हल हुआ था।`,
  mergedNote: (from) => `टिकट ${from} को इसमें मिला दिया गया।`,
  mergedAway: (into) => `टिकट ${into} में मिला दिया गया।`,
  resentReceipt: (number) => `रसीद ${number} फिर से ईमेल की गई।`,
  openedRefund: (ref) => `दान ${ref} के लिए रिफ़ंड अनुरोध खोला गया।`,
  markedForReview: (ref) => `ऑर्डर ${ref} को स्टाफ़ की समीक्षा के लिए चिह्नित किया गया।`,
  closedByRequester: 'अनुरोधकर्ता ने टिकट बंद किया।',
  receiptMissing: 'इस दान की रसीद अभी नहीं बनी है',
  refundExists: 'इस दान के लिए रिफ़ंड अनुरोध पहले से है',
  notRefundable: 'इस दान का रिफ़ंड नहीं हो सकता',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../support-input.ts). */
export const catalogues = { supportMessages };
