// Hindi for ../giving.ts. Spec messages (§5 Checkout): the same meaning and tone as the English,
// without its typo. The amount messages are checkout.ts's, shared as in English.
import type { givingMessages } from '../giving.ts';
import type { Translation } from '../i18n.ts';
import { checkout } from './checkout.ts';

export const giving: Translation<typeof givingMessages> = {
  enterName: 'कृपया नाम दर्ज करें',
  enterEmail: 'कृपया ईमेल दर्ज करें',
  enterNumber: 'कृपया नंबर दर्ज करें',
  enterTransactionId: 'कृपया लेन-देन नंबर (transaction id) दर्ज करें',
  mobileDigits: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  utrFormat: 'UTR (UPI लेन-देन नंबर) आपके UPI ऐप में भुगतान के विवरण में दिया गया 12 अंकों का नंबर है',
  utrUsed: 'यह UTR पहले से किसी दूसरे दान से जुड़ा है। कृपया अपने UPI ऐप में नंबर जाँच लें।',
  utrChanged: 'सूची लोड होने के बाद दानदाता ने इस दान का UTR बदल दिया है। पेज फिर से लोड करें और नए UTR का मिलान बैंक स्टेटमेंट से करें।',
  verifyUtr: 'वह UTR बताएँ जिसका मिलान आपने बैंक स्टेटमेंट से किया है।',
  amountWhole: 'राशि पैसों (paise) की पूर्ण संख्या में होनी चाहिए',
  amountTooLarge: checkout.amountTooLarge,
  tipTooLarge: checkout.tipTooLarge,
  tipOther: checkout.tipOther,
  urgentInvalid: checkout.urgentInvalid,
  totalMismatch: 'कुल राशि का जोड़ सही नहीं है। कृपया राशियाँ जाँचें और फिर से कोशिश करें।',
  campaignClosed: 'यह अभियान अब दान स्वीकार नहीं कर रहा है।',
  campaignUnknown: 'अभियान नहीं मिला',
  itemsMismatch: 'राशि चुने गए उत्पादों के कुल योग के बराबर होनी चाहिए।',
  itemUnknown: 'चुने गए उत्पादों में से एक इस अभियान का हिस्सा नहीं है।',
  methodUnavailable: 'भुगतान का यह तरीका उपलब्ध नहीं है।',
  orderNotFound: 'दान नहीं मिला',
  orderState: 'इस दान को अब इस तरह बदला नहीं जा सकता।',
  shopPurchase: 'दुकान से ख़रीद',
  idempotencyConflict: 'यह Idempotency-Key किसी दूसरे दान के लिए इस्तेमाल हो चुकी है। नए दान के लिए नई key इस्तेमाल करें।',
  idempotencyKey: 'हर नए दान के साथ एक Idempotency-Key हेडर भेजें (8–100 अक्षर, अंक, - या _)।',
  badSignature: 'भुगतान का हस्ताक्षर (signature) मेल नहीं खाता।',
  addressLong: 'पते में अधिकतम 300 अक्षर हो सकते हैं',
  addressForReceipt: 'कृपया अपना डाक पता दर्ज करें: PAN के साथ कर रसीद के लिए यह भी ज़रूरी है।',
  created: 'आपका दान भुगतान के लिए तैयार है।',
  utrReceived: 'धन्यवाद! हमें आपका UTR मिल गया है। बैंक में राशि जमा होने का सत्यापन होते ही हम आपके दान की पुष्टि करेंगे।',
  paid: 'धन्यवाद! आपके दान की पुष्टि हो गई है।',
  failed: 'भुगतान पूरा नहीं हुआ।',
  verified: 'भुगतान की पुष्टि हो गई।',
  rejected: 'भुगतान को "प्राप्त नहीं हुआ" चिह्नित किया गया।',
  legacyCreated: 'धन्यवाद! आपका दान दर्ज कर लिया गया है और सत्यापन के बाद उसकी पुष्टि की जाएगी।',
  gatewayUnavailable: 'पेमेंट गेटवे से जवाब नहीं मिला। कृपया एक मिनट बाद फिर से कोशिश करें।',
  razorpayOrderOrReference: 'दान की संदर्भ संख्या या चेकआउट से मिला razorpay_order_id भेजें।',
  razorpayId: 'Razorpay id में केवल अक्षर, अंक और अंडरस्कोर होते हैं (order_…, pay_…)।',
  razorpaySignature: 'चेकआउट से मिला razorpay_signature भेजें।',
  webhookNotJson: 'मुख्य भाग JSON नहीं है।',
  webhookNoEvent: 'मुख्य भाग में किसी event का नाम नहीं है।',
  webhookNotStorable: 'मुख्य भाग में ऐसा टेक्स्ट है जिसे सहेजा नहीं जा सकता (एक NUL या अधूरा surrogate pair)।',
  webhookReceived: 'Event प्राप्त हुआ।',
  checkoutLoadFailed: 'भुगतान विंडो लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  checkoutDismissed: 'भुगतान पूरा होने से पहले ही भुगतान विंडो बंद कर दी गई। इस प्रयास में आपके खाते से कोई पैसा नहीं कटा।',
  checkoutUnconfirmed:
    'हम अभी आपके भुगतान की पुष्टि नहीं कर सके। अगर आपके खाते से पैसा कट गया है, तो कुछ ही मिनटों में आपके दान की पुष्टि हो जाएगी; आपको दोबारा भुगतान करने की ज़रूरत नहीं है।',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../giving.ts). */
export const catalogues = { giving };
