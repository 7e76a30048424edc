// Hindi for templates.ts: every email and SMS, with the same data fields and the same headers
// (List-Unsubscribe, Reply-To; templates.test.ts compares them with the English). An SMS in
// Devanagari is sent as UCS-2, 70 characters a segment (67 when split): each Hindi SMS stays within
// two segments with a 30-character site name (templates.test.ts measures it).
import type { Translation } from '@sahyog/core';
import { mailHeaders } from './mail-headers.ts';
import type { templates } from './templates.ts';

export const templatesHi: Translation<typeof templates> = {
  'register-otp-email': (d) => ({
    subject: `आपका ${d.site} सत्यापन कोड: ${d.code}`,
    body: `नमस्ते ${d.name},\n\nपंजीकरण पूरा करने के लिए आपका वन-टाइम पासवर्ड (OTP) ${d.code} है।\nयह ${d.minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें; हमारी टीम कभी इसे नहीं माँगेगी।\n\nअगर आपने पंजीकरण की कोशिश नहीं की, तो इस ईमेल को अनदेखा कर दें।\n\n${d.site}`,
  }),
  'phone-otp-sms': (d) => ({
    subject: '',
    body: `${d.code} आपका ${d.site} OTP है, इस मोबाइल नंबर के सत्यापन के लिए। ${d.minutes} मिनट तक मान्य। किसी को न बताएँ।`,
  }),
  'campaign-otp-email': (d) => ({
    subject: `अभियान शुरू करने के लिए आपका ${d.site} कोड: ${d.code}`,
    body: `नमस्ते ${d.name},\n\nअभियान के आवेदन के लिए आपका वन-टाइम पासवर्ड (OTP) ${d.code} है।\nयह ${d.minutes} मिनट तक मान्य है। हमने आपके मोबाइल पर SMS से एक अलग कोड भेजा है: फ़ॉर्म में दोनों चाहिए।\nदोनों में से कोई भी कोड किसी के साथ साझा न करें; हमारी टीम कभी इन्हें नहीं माँगेगी।\n\nअगर आपने आवेदन नहीं किया, तो इस ईमेल को अनदेखा कर दें।\n\n${d.site}`,
  }),
  'campaign-otp-sms': (d) => ({
    subject: '',
    body: `${d.code} आपका ${d.site} OTP है, अभियान आवेदन में मोबाइल सत्यापन के लिए। ${d.minutes} मिनट तक मान्य। किसी को न बताएँ।`,
  }),
  'application-received': (d) => ({
    subject: `हमें आपका अभियान आवेदन मिल गया है (${d.cause})`,
    body: `नमस्ते ${d.name},\n\n${d.thanks}\n\nउद्देश्य: ${d.cause}\nआवेदन संख्या: ${d.id}\n\nहर चरण पर हम आपको लिखेंगे।\n\n${d.site}`,
  }),
  'application-under-review': (d) => ({
    subject: `आपके अभियान आवेदन की समीक्षा हो रही है`,
    body: `नमस्ते ${d.name},\n\nहमारी टीम ने आपकी आवेदन संख्या ${d.id} (${d.cause}) की समीक्षा शुरू कर दी है। उद्देश्य के बारे में और जानने के लिए हम आपको मोबाइल पर कॉल कर सकते हैं।\n\n${d.site}`,
  }),
  'application-approved': (d) => ({
    subject: d.link ? `आपका अभियान स्वीकृत हो गया है: शुरू करने के लिए अपना पासवर्ड बनाएँ` : `आपका अभियान स्वीकृत हो गया है: शुरू करने के लिए साइन इन करें`,
    body: [
      `नमस्ते ${d.name},`,
      `खुशख़बरी: हमारी टीम ने आपकी आवेदन संख्या ${d.id} (${d.cause}) स्वीकृत कर दी है। हमने आपके अभियान "${d.title}" का एक ड्राफ़्ट बनाया है। यह अभी सार्वजनिक नहीं है: आपके इसे पूरा करने और हमारी टीम के प्रकाशित करने के बाद ही दानदाता इसे देखेंगे।`,
      `आगे क्या करें:`,
      d.link
        ? `1. इस लिंक से अपना पासवर्ड बनाएँ। यह सिर्फ़ आपके लिए है, एक ही बार चलता है और ${d.hours} घंटे तक मान्य है:\n${d.link}\n2. साइन इन करें और "मेरे अभियान" खोलें: ${d.myCampaigns}`
        : `1. इस ईमेल वाले अपने खाते से साइन इन करें (${d.login})।\n2. "मेरे अभियान" खोलें: ${d.myCampaigns}`,
      `3. अपने शब्दों में कहानी लिखें, कवर फ़ोटो लगाएँ और लक्ष्य तय करें, फिर ड्राफ़्ट सेव करें।\n4. हमारी टीम इसे पढ़ेगी, शायद आपको कॉल करेगी, और इसे प्रकाशित करेगी। अभियान शुरू होते ही हम आपको लिखेंगे।`,
      d.link ? `अगर ${d.hours} घंटे बीत गए हों, तो इसी ईमेल से "पासवर्ड भूल गए?" (${d.forgot}) पर नया लिंक माँगें।` : `पासवर्ड भूल गए? ${d.forgot} पर लिंक माँगें।`,
      d.site,
    ].join('\n\n'),
  }),
  'application-rejected': (d) => ({
    subject: `आपके अभियान आवेदन के बारे में`,
    body: `नमस्ते ${d.name},\n\nआवेदन करने के लिए धन्यवाद। हम आपकी आवेदन संख्या ${d.id} (${d.cause}) को आगे नहीं बढ़ा सकते, इस कारण से:\n\n${d.reason}\n\nस्थिति बदलने पर आप फिर से आवेदन कर सकते हैं।\n\n${d.site}`,
  }),
  'gift-spent': (d) => ({
    subject: `आपके ${d.amount}${d.part ? ` में से ${d.part}` : ''} ${d.bought ? `से ${d.bought} ख़रीदे गए` : `काम में लगे: ${d.what}`}`,
    body: `नमस्ते ${d.name},\n\n${d.campaign} को दिए आपके ${d.amount} ख़र्च होने लगे हैं। ${d.part ? `इनमें से ${d.part} से` : 'इनसे'} ${d.bought ? `${d.bought} (${d.what})` : d.what} का भुगतान हुआ, ${d.noBill ? `जिसका कोई बिल नहीं दिया गया; हमारी टीम ने इसे इस कारण से मंज़ूर किया: ${d.noBill}` : 'जिसे हमारी टीम ने बिल से मिलाकर जाँचा'}।\n\nआपके दान ने क्या किया, ${d.noBill ? '' : 'बिल के साथ '}देखें: ${d.link}\n(यह लिंक आपके लिए है: यह बिना साइन इन के इस दान की कहानी दिखाता है। कृपया इसे किसी से साझा न करें।)\n\n${d.site}`,
  }),
  'spend-approved': (d) => ({
    subject: `${d.amount} का आपका भुगतान स्वीकृत हुआ: ${d.what}`,
    body: `नमस्ते ${d.name},\n\n${d.noBill ? `${d.what} के लिए ${d.amount} के आपके भुगतान (${d.date} को किया गया) का कोई बिल नहीं दिया गया। हमारी टीम ने इसे फिर भी इस कारण से स्वीकृत किया: ${d.noBill}। अभियान के पेज पर इसके साथ यह लिखा है।` : `हमारी टीम ने ${d.what} के लिए ${d.amount} के आपके भुगतान (${d.date} को किया गया) को उसके बिल से मिलाकर जाँचा और स्वीकृत किया।`} यह अब ${d.campaign} के पेज पर "पैसा कहाँ गया" में दिखता है।${d.billWaiting ? ' इसका बिल वहाँ तब दिखेगा जब हमारी टीम उस पर निजी जानकारी काली कर देगी।' : ''}\n\nदेखें: ${d.link}\n\n${d.site}`,
  }),
  'spend-rejected': (d) => ({
    subject: `${d.amount} का आपका भुगतान स्वीकृत नहीं हुआ: ${d.what}`,
    body: `नमस्ते ${d.name},\n\nहमारी टीम ${d.what} के लिए ${d.amount} के आपके भुगतान (${d.date} को किया गया) को इस कारण से स्वीकृत नहीं कर सकी:\n\n${d.reason}\n\nयह अभियान के पेज पर नहीं दिखता। ज़रूरी जानकारी के साथ इसे अपने अभियान के संपादक से फिर से दर्ज करें: ${d.editor}\n\n${d.site}`,
  }),
  'campaign-published': (d) => ({
    subject: `आपका अभियान शुरू हो गया है: ${d.campaign}`,
    body: `नमस्ते ${d.name},

हमारी टीम ने ${d.campaign} प्रकाशित कर दिया है। दानदाता इसे यहाँ देखकर दान कर सकते हैं:
${d.link}

यह लिंक सबसे पहले उन लोगों को भेजें जो इस काम को जानते हैं: ज़्यादातर पहले दान उन्हीं से आते हैं।

अपने अभियान के संपादक से काम आगे बढ़ने पर अपडेट लिखें (दानदाताओं तक पहुँचने से पहले हमारी टीम हर अपडेट पढ़ती है), और हर भुगतान उसके बिल के साथ दर्ज करें: दानदाता देखते हैं कि उनका पैसा कहाँ गया, और हर दानदाता को बताया जाता है कि उसके अपने दान से क्या ख़रीदा गया।
${d.editor}

${d.site}`,
  }),
  'update-published': (d) => ({
    subject: `आपका अपडेट प्रकाशित हुआ: ${d.title}`,
    body: `नमस्ते ${d.name},\n\nहमारी टीम ने आपका अपडेट "${d.title}" पढ़ा और इसे ${d.campaign} के पेज पर प्रकाशित किया।${d.recipients ? ` यह ${d.recipients === '1' ? 'उस दानदाता' : `उन ${d.recipients} दानदाताओं`} को ईमेल से भेजा जा रहा है जिन्होंने अभियान की ख़बर पाना चुना था।` : ''}\n\nदेखें: ${d.link}\n\n${d.site}`,
  }),
  'update-rejected': (d) => ({
    subject: `आपका अपडेट प्रकाशित नहीं हुआ: ${d.title}`,
    body: `नमस्ते ${d.name},\n\nहमारी टीम ने ${d.campaign} के लिए आपका अपडेट "${d.title}" पढ़ा, पर इसे इस कारण से प्रकाशित नहीं कर सकी:\n\n${d.reason}\n\nदानदाताओं ने इसे नहीं देखा है। ज़रूरी बदलाव के साथ इसे अपने अभियान के संपादक से फिर से लिखें: ${d.editor}\n\n${d.site}`,
  }),
  'campaign-update': (d) => ({
    subject: `${d.campaign} से नई जानकारी: ${d.title}`,
    body: `नमस्ते ${d.name},\n\nआपने ${d.campaign} को दान दिया था और इसकी प्रगति जानना चाहा था। यह रही ताज़ा जानकारी:\n\n${d.title}\n\n${d.body}\n\n${d.givesPayment ? `इस अपडेट में भुगतान की जानकारी दी गई है। दान केवल अभियान के पेज पर करें: कहीं और किए गए भुगतान की रसीद नहीं मिलती, वह गिना नहीं जाता, और हो सकता है वह अभियान तक कभी न पहुँचे।\n\n` : ''}अभियान देखें: ${d.link}\n\n${d.site}`,
  }),
  'newsletter-welcome': (d) => ({
    subject: `आपने ${d.site} की मासिक कहानियों की सदस्यता ले ली है`,
    body: `नमस्ते,\n\nसदस्यता लेने के लिए धन्यवाद। महीने में एक बार हम आपको अभियानों की कहानियाँ भेजेंगे: किसकी मदद हुई, और कैसे।\n\nये ईमेल बंद करने के लिए यह लिंक इस्तेमाल करें (एक क्लिक, साइन इन की ज़रूरत नहीं): ${d.unsubscribeUrl}\n\n${d.site}`,
    headers: { 'List-Unsubscribe': `<${d.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }),
  'contact-message': (d) => ({
    subject: `संपर्क फ़ॉर्म: ${d.subject}`,
    body: `संपर्क फ़ॉर्म से एक संदेश (संख्या ${d.id})।\n\nभेजने वाले: ${d.name}\nईमेल: ${d.email}\nमोबाइल: ${d.mobile}\nविषय: ${d.subject}\n\n${d.message}\n\n${d.email} पर जवाब दें, फिर इनबॉक्स में इसे "जवाब दिया गया" चिह्नित करें: ${d.inboxUrl}\n\n${d.site}`,
    headers: { 'Reply-To': d.email ?? '' },
  }),
  'receipt-issued': (d) => ({
    subject: `आपकी ${d.short} रसीद ${d.number}`,
    body: `नमस्ते ${d.name},\n\n${d.campaign} को दिए गए आपके ${d.amount} के दान की ${d.short} रसीद ${d.number} इस ईमेल के साथ PDF में संलग्न है।${d.replaces ? ` यह रसीद ${d.replaces} की जगह लेती है, जो रद्द कर दी गई है: कृपया इसी का उपयोग करें।` : ''} इसे अपने आयकर रिटर्न के लिए संभालकर रखें।\nआप इसे कभी भी अपनी प्रोफ़ाइल से डाउनलोड कर सकते हैं: ${d.profileUrl}\n(इसी ईमेल से साइन इन करें; अगर आपने बिना खाते के दान दिया था, तो पहले वहाँ पासवर्ड बनाएँ।)\n\nदान देने के लिए धन्यवाद।\n\n${d.site}`,
  }),
  'refund-requested': (d) => ({
    subject: `रिफ़ंड अनुरोध: ${d.reference}`,
    body: `${d.name} (${d.email}) दान ${d.reference} (${d.amount}) वापस माँग रहे हैं।\n\nकारण:\n${d.reason}\n\nस्टाफ़ कंसोल ("रिफ़ंड अनुरोध") में 7 कार्यदिवसों के भीतर निर्णय लें।\n\n${d.site}`,
    headers: { 'Reply-To': d.email ?? '' },
  }),
  'refund-done': (d) => ({
    subject: `${d.reference} के लिए आपका रिफ़ंड`,
    body: `नमस्ते ${d.name},\n\nहमने आपके दान ${d.reference} के ${d.amount} रिफ़ंड कर दिए हैं (हमारी रिफ़ंड नीति के अनुसार, पेमेंट गेटवे का ${d.fee} शुल्क नहीं लौटाया जाता)। बैंक में दिखने में 7 कार्यदिवस तक लग सकते हैं।\n\n${d.site}`,
  }),
  'refund-declined': (d) => ({
    subject: `${d.reference} के रिफ़ंड अनुरोध के बारे में`,
    body: `नमस्ते ${d.name},\n\nहम आपके दान ${d.reference} का रिफ़ंड नहीं कर सकते, इस कारण से:\n\n${d.note}\n\nअगर आप इस पर बात करना चाहें, तो इस ईमेल का जवाब दें।\n\n${d.site}`,
  }),
  'password-reset': (d) => ({
    subject: `अपना ${d.site} पासवर्ड बनाएँ`,
    body: `नमस्ते ${d.name},\n\nअपना पासवर्ड बनाने के लिए यह लिंक इस्तेमाल करें (${d.minutes} मिनट तक, एक ही बार मान्य):\n${d.link}\n\nअगर आपने पहले बिना खाते के हमें दान दिया है, तो पासवर्ड बनाकर आप वे दान देख सकते हैं और कर रसीदें माँग सकते हैं।\nअगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका खाता जैसा था वैसा ही है।\n\n${d.site}`,
  }),
  'donation-thanks-email': (d) => ({
    subject: `${d.campaign} को ${d.total} के दान के लिए धन्यवाद`,
    body: `नमस्ते ${d.name},\n\nधन्यवाद! आपका दान पक्का हो गया है।\n\nअभियान: ${d.campaign}\nदान: ${d.amount}${d.extras}\nकुल भुगतान: ${d.total}\nसंदर्भ: ${d.reference}\nभुगतान की तारीख़: ${d.date}\nमाध्यम: ${d.mode}\n${d.manage ?? ''}\nआप अपनी प्रोफ़ाइल (${d.profileUrl}) से अपनी ${d.short} कर रसीद माँग सकते हैं; इसी ईमेल से साइन इन करें, या अगर आपने बिना खाते के दान दिया था तो वहाँ पासवर्ड बनाएँ।\n\nदेखें अभियान कैसा चल रहा है: ${d.campaignUrl}\n\n${d.site}`,
  }),
  // Without the campaign's title (the email has it): a long title would take a third segment.
  'donation-thanks-sms': (d) => ({
    subject: '',
    body: `धन्यवाद ${d.name}! आपका ${d.total} का दान पक्का हो गया है। संदर्भ ${d.reference} - ${d.site}`,
  }),
  'monthly-welcome-email': (d) => ({
    subject: `${d.campaign} को ${d.amount} का आपका मासिक दान शुरू हो गया है`,
    body: `नमस्ते ${d.name},\n\nहर महीने दान देने के लिए धन्यवाद। ${d.campaign} को हर महीने ${d.amount} का आपका दान शुरू हो गया है (संदर्भ ${d.reference})।\n\nहर महीने से पहले, कम से कम एक दिन पहले, हम आपको राशि और तारीख़ बताएँगे। ${d.how}\n\nआप कभी भी, बिना साइन इन किए, दान रोक सकते हैं, राशि बदल सकते हैं या इसे बंद कर सकते हैं:\n${d.manageUrl}\n\nयह ईमेल संभालकर रखें: यह लिंक सिर्फ़ आपके लिए है।\n\n${d.site}`,
  }),
  'monthly-notice-email': (d) => ({
    subject: `${d.month}: ${d.date} को ${d.amount} का आपका मासिक दान`,
    body: `नमस्ते ${d.name},\n\nयह आपके मासिक दान से पहले की सूचना है।\n\nराशि: ${d.amount}\nतारीख़: ${d.date}\nउद्देश्य: ${d.campaign}\nसंदर्भ: ${d.reference}\n\n${d.how}${d.largeNote}\n\nइसे छोड़ने, राशि बदलने या दान बंद करने के लिए तारीख़ से पहले यह लिंक इस्तेमाल करें:\n${d.manageUrl}\n\n${d.site}`,
  }),
  'monthly-reminder-email': (d) => ({
    subject: `${d.month}: ${d.campaign} को ${d.amount} का आपका मासिक दान`,
    body: `नमस्ते ${d.name},\n\n${d.month} का आपका मासिक दान देय है: ${d.campaign} को ${d.amount} (संदर्भ ${d.reference})।\n\nइस पेज पर दिए QR कोड से UPI द्वारा भुगतान करें:\n${d.payUrl}\n\nया सीधे अपने फ़ोन के किसी UPI ऐप से:\n${d.upiLink}\n\nफिर पेज पर 12 अंकों का UTR डालें; हम इसे अपने बैंक स्टेटमेंट से मिलाकर आपकी रसीद भेजेंगे।\n\nदान रोकें, राशि बदलें या बंद करें:\n${d.manageUrl}\n\n${d.site}`,
  }),
  // Without the month (the payment page shows it): with a long site name and address it would
  // take a third segment.
  'monthly-reminder-sms': (d) => ({
    subject: '',
    body: `${d.site}: आपका मासिक दान ${d.amount} देय है। भुगतान: ${d.payUrl}`,
  }),
  'monthly-halted-email': (d) => ({
    subject: `हमने आपके मासिक दान ${d.reference} के रिमाइंडर बंद कर दिए हैं`,
    body: `नमस्ते ${d.name},\n\nपिछले ${d.months} महीनों से ${d.campaign} के लिए आपका ${d.amount} का मासिक दान हमें नहीं मिला है, इसलिए हमने रिमाइंडर भेजना बंद कर दिया है। आप पर कुछ बकाया नहीं है, और आपके दिए दान अपनी रसीदों के साथ बने रहेंगे।\n\nअगर आप फिर से हर महीने दान देना चाहें, तो इस लिंक से दोबारा शुरू करें (साइन इन की ज़रूरत नहीं):\n${d.manageUrl}\n\nआपने जो दिया है, उसके लिए धन्यवाद।\n\n${d.site}`,
  }),
  'monthly-changed-email': (d) => ({
    subject: `आपका मासिक दान ${d.reference} बदल गया है`,
    body: `नमस्ते ${d.name},\n\n${d.change}\n\nउद्देश्य: ${d.campaign}\nसंदर्भ: ${d.reference}\n\nअगर आपने यह नहीं माँगा था, तो इस ईमेल का जवाब देकर हमें तुरंत बताएँ। अपना दान प्रबंधित करें:\n${d.manageUrl}\n\n${d.site}`,
  }),
  'vendor-received': (d) => ({
    subject: `बेचने का आपका आवेदन हमें मिल गया है: ${d.shop}`,
    body: `नमस्ते ${d.name},\n\n${d.shop} के रूप में हमारी दुकान में बेचने के आवेदन (आवेदन संख्या ${d.id}) के लिए धन्यवाद। हमारी टीम आपके विवरण और दस्तावेज़ों की जाँच करती है, आम तौर पर तीन कार्यदिवसों में, और निर्णय होने पर आपको लिखेगी।\n\nस्थिति देखें: ${d.sell}\n\n${d.site}`,
  }),
  'vendor-approved': (d) => ({
    subject: `आपकी दुकान ${d.shop} स्वीकृत हो गई है`,
    body: `नमस्ते ${d.name},\n\nअच्छी ख़बर: हमारी टीम ने ${d.shop} को स्वीकृत कर दिया है। आपकी दुकान का पेज: ${d.shopUrl}\n\nअपने विक्रेता डैशबोर्ड से उत्पाद जोड़ें: ${d.seller}\nप्रकाशित करने पर वे दुकान में दिखते हैं।\n\n${d.site}`,
  }),
  'vendor-rejected': (d) => ({
    subject: `बेचने के आपके आवेदन के बारे में: ${d.shop}`,
    body: `नमस्ते ${d.name},\n\nआवेदन करने के लिए धन्यवाद। हम अभी ${d.shop} को इस कारण से स्वीकृत नहीं कर सकते:\n\n${d.reason}\n\nज़रूरी सुधार करें और ${d.sell} से आवेदन फिर से भेजें।\n\n${d.site}`,
  }),
  'vendor-suspended': (d) => ({
    subject: `आपकी दुकान ${d.shop} निलंबित कर दी गई है`,
    body: `नमस्ते ${d.name},\n\nहमने ${d.shop} को निलंबित कर दिया है: अभी खरीदार इसे और इसके उत्पादों को नहीं देखते, इस कारण से:\n\n${d.reason}\n\nइसे फिर से खुलवाने के लिए इस ईमेल का जवाब दें।\n\n${d.site}`,
  }),
  'vendor-details-changed': (d) => ({
    subject: `आपकी दुकान का कानूनी, कर या बैंक विवरण बदला गया है: ${d.shop}`,
    body: `नमस्ते ${d.name},\n\nहमारी टीम ने ${d.shop} के ये विवरण बदले हैं:\n\n${d.changes}\n\nकारण: ${d.note}\n\nअब से आपकी दुकान के भुगतान ऊपर दिए बैंक खाते में जाएँगे। अगर आपने यह नहीं माँगा था, तो इस ईमेल का तुरंत जवाब दें।\n\nआपका विक्रेता डैशबोर्ड: ${d.seller}\n\n${d.site}`,
  }),
  'shop-order-paid': (d) => ({
    subject: `ऑर्डर ${d.reference} का भुगतान हो गया: ${d.shop} के पास है`,
    body: `नमस्ते ${d.name},\n\n${d.shop} से ख़रीदने के लिए धन्यवाद। ऑर्डर ${d.reference} के लिए आपका ${d.amount} का भुगतान मिल गया है:\n\n${d.items}\n\nविक्रेता अब इसे पैक करेगा; भेजे जाने पर हम आपको ईमेल करेंगे। ख़रीद दान नहीं है: इस पर GST बिल मिलता है, कर रसीद नहीं।\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-accepted': (d) => ({
    subject: `${d.shop} ने ऑर्डर ${d.reference} स्वीकार किया`,
    body: `नमस्ते ${d.name},\n\n${d.shop} ने आपका ऑर्डर ${d.reference} स्वीकार कर लिया है और उसे पैक कर रहा है:\n\n${d.items}\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-shipped': (d) => ({
    subject: `ऑर्डर ${d.reference} भेज दिया गया है`,
    body: `नमस्ते ${d.name},\n\n${d.shop} ने आपका ऑर्डर ${d.reference} ${d.courier} से भेजा है, ट्रैकिंग नंबर ${d.tracking}:\n\n${d.items}\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-delivered': (d) => ({
    subject: `ऑर्डर ${d.reference} पहुँच गया है`,
    body: `नमस्ते ${d.name},\n\n${d.shop} से आपका ऑर्डर ${d.reference} पहुँच गया है। अगर इसमें कुछ ग़लत है, तो विक्रेता की वापसी अवधि में अपने ऑर्डर के पेज से वापसी माँग सकते हैं।\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-cancelled': (d) => ({
    subject: `ऑर्डर ${d.reference} रद्द हो गया है`,
    body: `नमस्ते ${d.name},\n\n${d.shop} से आपका ऑर्डर ${d.reference} रद्द हो गया है: ${d.reason}\n\n${d.items}${d.refund ? `\n\n${d.refund} उसी तरीक़े से लौटाए जाएँगे जिससे आपने भुगतान किया।` : ''}\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-payout-paid': (d) => ({
    subject: `${d.shop} के बैंक खाते में ${d.amount} भेजे गए`,
    body: `नमस्ते ${d.name},\n\nहमने ${d.amount} की आपकी निकासी ${d.shop} के विवरण में दिए बैंक खाते में भेज दी है। बैंक का संदर्भ (UTR) ${d.utr} है।\n\nआपके भुगतान और विवरण: ${d.link}\n\n${d.site}`,
  }),
  'shop-payout-rejected': (d) => ({
    subject: `${d.amount} की आपकी निकासी नहीं भेजी गई`,
    body: `नमस्ते ${d.name},\n\nहम ${d.shop} के लिए ${d.amount} की आपकी निकासी नहीं भेज सके: ${d.reason}\n\nराशि आपके देय में वापस आ गई है; यह सुलझने पर आप फिर से माँग सकते हैं। कोई सवाल हो तो इस ईमेल का जवाब दें।\n\nआपके भुगतान: ${d.link}\n\n${d.site}`,
  }),
  'shop-return-requested': (d) => ({
    subject: `वापसी माँगी गई: ऑर्डर ${d.reference}`,
    body: `नमस्ते ${d.name},\n\nऑर्डर ${d.reference} का ख़रीदार इसे लौटाना चाहता है (${d.returnAmount}):\n\n${d.returnReason}\n\n${d.items}\n\nकृपया अपने ऑर्डर पेज से इसे स्वीकार या अस्वीकार करें: ${d.link}\n\n${d.site}`,
  }),
  'shop-return-update': (d) => ({
    subject: `ऑर्डर ${d.reference} की आपकी वापसी: ${d.returnStatus}`,
    body: `नमस्ते ${d.name},\n\n${d.shop} से ऑर्डर ${d.reference} की आपकी वापसी: ${d.returnStatus}।${d.returnNote ? `\n\nविक्रेता का कहना है: ${d.returnNote}` : ''}\n\nराशि: ${d.returnAmount}\n\nआपका ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-dispute-opened': (d) => ({
    subject: `ऑर्डर ${d.reference} के ख़रीदार ने फ़ाउंडेशन से मदद माँगी है`,
    body: `नमस्ते ${d.name},\n\nऑर्डर ${d.reference} (${d.amount}) के ख़रीदार ने हमसे इसे देखने को कहा है:\n\n${d.disputeReason}\n\nहमारी टीम ऑर्डर, उसकी ट्रैकिंग और कोई वापसी हो तो उसे पढ़ेगी, और आपको लिख सकती है। जो हमें जानना चाहिए, वह इस ईमेल के जवाब में लिखें।\n\nआपके ऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'shop-dispute-decided': (d) => ({
    subject: `ऑर्डर ${d.reference}: ${d.disputeStatus}`,
    body: `नमस्ते ${d.name},\n\nहमने ${d.shop} के ऑर्डर ${d.reference} को देखा: ${d.disputeStatus}।\n\n${d.resolution}${d.disputeRefund ? `\n\n${d.disputeRefund} उसी तरीक़े से लौटाए जाएँगे जिससे ऑर्डर का भुगतान हुआ था।` : ''}\n\nऑर्डर: ${d.link}\n\n${d.site}`,
  }),
  'inquiry-question': (d) => ({
    subject: `एक ख़रीदार ने ${d.shop} से पूछा: ${d.subject}`,
    body: `नमस्ते ${d.name},\n\n${d.buyer} ने ${d.shop} से पूछा है:\n\n${d.subject}\n\n${d.message}${d.phone ? `\n\nख़रीदार ने आपके साथ अपना फ़ोन नंबर साझा किया है: ${d.phone}` : ''}\n\nअपने इनबॉक्स में जवाब दें (ख़रीदार का ईमेल निजी रहता है): ${d.link}\n\n${d.site}`,
  }),
  'inquiry-buyer-reply': (d) => ({
    subject: `${d.buyer} ने फिर लिखा: ${d.subject}`,
    body: `नमस्ते ${d.name},\n\n${d.buyer} ने "${d.subject}" के बारे में फिर लिखा है:\n\n${d.message}${d.phone ? `\n\nख़रीदार ने आपके साथ अपना फ़ोन नंबर साझा किया है: ${d.phone}` : ''}\n\nअपने इनबॉक्स में जवाब दें: ${d.link}\n\n${d.site}`,
  }),
  'inquiry-answer': (d) => ({
    subject: `${d.shop} ने जवाब दिया: ${d.subject}`,
    body: `नमस्ते ${d.name},\n\n${d.shop} ने आपके सवाल "${d.subject}" का जवाब दिया है:\n\n${d.message}\n\nपढ़ें और जवाब दें: ${d.link}\n\n${d.site}`,
  }),
  'support-opened': (d) => ({
    subject: `[#${d.reference}] आपका टिकट: ${d.subject}`,
    body: `नमस्ते ${d.name},\n\nहमें आपका टिकट ${d.reference} मिल गया है: "${d.subject}"।${d.due ? `\n${d.due}` : ''}\n\nसाइट पर इसे देखें और इसमें जोड़ें (${d.link}), या इस ईमेल का जवाब दें।\n\n${d.site}`,
    headers: mailHeaders({ 'Message-ID': d.messageId }),
  }),
  'support-answer': (d) => ({
    subject: `Re: [#${d.reference}] जवाब: ${d.subject}`,
    body: `नमस्ते ${d.name},\n\nहमारी सहायता टीम ने आपके टिकट ${d.reference} का जवाब दिया है:\n\n${d.message}\n\n${d.state}\n\nइस ईमेल का जवाब दें, या साइट पर: ${d.link}\n\n${d.site}`,
    headers: mailHeaders({ 'Message-ID': d.messageId, 'In-Reply-To': d.inReplyTo, References: d.references }),
  }),
  'certificate-issued': (d) => ({
    subject: `आपका प्रमाणपत्र: ${d.titleHi}`,
    body: `नमस्ते ${d.name},\n\n${d.site} ने आपको एक प्रमाणपत्र जारी किया है: "${d.titleHi}"।\n\nइसे खोलें, PDF या बैज डाउनलोड करें, या LinkedIn पर जोड़ें: ${d.link}\nजिसे भी आप यह पेज दिखाएँगे, वह जाँच सकता है कि प्रमाणपत्र असली है।\n\n${d.site}`,
  }),
  'shop-order-sms': (d) => ({
    subject: '',
    body: `${d.site}: ऑर्डर ${d.reference}: ${d.status}।`,
  }),
  'donation-thanks-whatsapp': (d) => ({
    subject: '',
    body: `धन्यवाद ${d.name}! ${d.campaign} के लिए आपका ${d.total} का दान पक्का हो गया है। संदर्भ ${d.reference}।\n\nआपकी ${d.short} रसीद: ${d.profileUrl}\n\n${d.site} से WhatsApp संदेश बंद करने के लिए STOP लिखकर भेजें।`,
  }),
  'monthly-reminder-whatsapp': (d) => ({
    subject: '',
    body: `${d.site}: ${d.month} का आपका मासिक दान ${d.amount} देय है। UPI से भुगतान करें: ${d.payUrl}\n\nWhatsApp संदेश बंद करने के लिए STOP लिखकर भेजें।`,
  }),
  'campaign-update-whatsapp': (d) => ({
    subject: '',
    body: `${d.campaign} का नया अपडेट: "${d.title}"\n${d.link}\n\n${d.site} से WhatsApp संदेश बंद करने के लिए STOP लिखकर भेजें।`,
  }),
  'support-answer-whatsapp': (d) => ({
    subject: '',
    body: `${d.site}: हमारी सहायता टीम ने आपके टिकट ${d.reference} का जवाब दिया है:\n\n${d.message}\n\nयहीं जवाब दें, या साइट पर: ${d.link}`,
  }),
  'shop-order-whatsapp': (d) => ({
    subject: '',
    body: `${d.site}: ऑर्डर ${d.reference}: ${d.status}।\n\nWhatsApp संदेश बंद करने के लिए STOP लिखकर भेजें।`,
  }),
  'whatsapp-stopped': (d) => ({
    subject: '',
    body: `अब ${d.site} से आपको WhatsApp संदेश नहीं आएँगे। फिर से पाने के लिए START लिखकर भेजें।`,
  }),
  'whatsapp-started': (d) => ({
    subject: '',
    body: `${d.site} से WhatsApp संदेश फिर से चालू हैं। बंद करने के लिए STOP लिखकर भेजें।`,
  }),
  'shop-new-order': (d) => ({
    subject: `${d.shop} के लिए नया भुगतान हुआ ऑर्डर ${d.reference}`,
    body: `नमस्ते ${d.name},\n\nएक ख़रीदार ने ऑर्डर ${d.reference} के लिए ${d.amount} चुकाए हैं:\n\n${d.items}\n\nकृपया इसे स्वीकार करें और अपने ऑर्डर पेज से ट्रैकिंग नंबर के साथ भेजें: ${d.link}\n\n${d.site}`,
  }),
  'vendor-reinstated': (d) => ({
    subject: `आपकी दुकान ${d.shop} फिर से खुल गई है`,
    body: `नमस्ते ${d.name},\n\nहमने ${d.shop} को फिर से शुरू कर दिया है: खरीदार इसे और आपके प्रकाशित उत्पादों को फिर से देखते हैं (${d.shopUrl})।\n\nआपका विक्रेता डैशबोर्ड: ${d.seller}\n\n${d.site}`,
  }),
  'notice-relay-email': (d) => ({
    subject: `आपकी सूचना के बारे में संदेश: ${d.title}`,
    body: `नमस्ते ${d.name},\n\nकिसी ने आपकी खोया-पाया सूचना "${d.title}" के बारे में लिखा है:\n\n${d.message}\n\n${d.replyTo ? `उन्होंने जवाब के लिए अपना ईमेल साझा किया है: ${d.replyTo}` : 'उन्होंने अपना ईमेल साझा नहीं किया। उन्हें सूचना के पेज से जवाब दें (आपका पता निजी रहता है):'} ${d.link}\n\nकिसी सार्वजनिक जगह पर मिलें। कुछ वापस पाने के लिए किसी को कभी पैसे न दें, और फ़ोन पर आया कोई कोड कभी साझा न करें।\n\n${d.site}`,
    ...(d.replyTo ? { headers: { 'Reply-To': d.replyTo } } : {}),
  }),
  'notice-reply-email': (d) => ({
    subject: `सूचना के बारे में जवाब: ${d.title}`,
    body: `नमस्ते ${d.name},\n\n"${d.title}" डालने वाले व्यक्ति ने आपके संदेश का जवाब दिया है:\n\n${d.message}\n\nसूचना के पेज पर जवाब दें: ${d.link}\n\nकिसी सार्वजनिक जगह पर मिलें। कुछ वापस पाने के लिए किसी को कभी पैसे न दें।\n\n${d.site}`,
  }),
  'challenge-pledge-pay-email': (d) => ({
    subject: `${d.participant} के लिए आपका संकल्प: ${d.amount} चुकाने हैं`,
    body: `नमस्ते ${d.name},\n\nचुनौती "${d.challenge}" समाप्त हो गई है। ${d.participant} ने ${d.units} ${d.unit} पूरे किए; ${d.rate} प्रति ${d.unit} (आपकी सीमा ${d.cap}) पर आपका संकल्प ${d.amount} का है।\n\n${d.campaign} को यहाँ चुकाएँ (UPI या कार्ड): ${d.payUrl}\nसंदर्भ: ${d.reference}\n\nहर दान की तरह आपको रसीद मिलेगी। धन्यवाद!\n\n${d.site}`,
  }),
  'challenge-pledge-pay-sms': (d) => ({
    subject: '',
    // Two UCS-2 segments hold no name beside the link: the email names the participant.
    body: `${d.site}: चुनौती पर आपका संकल्प ${d.amount}। चुकाएँ: ${d.payUrl}`,
  }),
  'challenge-pledge-nothing-email': (d) => ({
    subject: `${d.participant} के लिए आपका संकल्प: चुकाने को कुछ नहीं`,
    body: `नमस्ते ${d.name},\n\nचुनौती "${d.challenge}" समाप्त हो गई है, और ${d.participant} ने गिनने लायक कुछ दर्ज नहीं किया, इसलिए आपका संकल्प ₹0 का है: चुकाने को कुछ नहीं है।\n\nआप फिर भी ${d.campaign} को दान दे सकते हैं: ${d.campaignUrl}\n\n${d.site}`,
  }),
  'career-message-email': (d) => ({
    subject: `आपके आवेदन के बारे में संदेश: ${d.post}`,
    body: `नमस्ते ${d.name},\n\n${d.organisation} ने "${d.post}" के लिए आपके आवेदन के बारे में आपको संदेश भेजा है:\n\n${d.message}\n\nइसे पढ़ें और अपने आवेदन की प्रगति यहाँ देखें: ${d.url}\nजवाब और मुलाक़ात पोस्ट करने वाले के संदेशों के ज़रिए तय होते हैं; हम आवेदकों से कभी पैसा नहीं लेते, और हमारी ओर से कोई शुल्क, जमा राशि या आधार या पैन की कॉपी नहीं माँगता।\n\n${d.site}`,
  }),
  'career-application-moved-email': (d) => ({
    subject: `${d.post} के लिए आपका आवेदन: ${d.state}`,
    body: `नमस्ते ${d.name},\n\n${d.organisation} ने "${d.post}" के लिए आपके आवेदन की स्थिति बदली: ${d.state}।\n\n${d.next}\n\nअपने आवेदन यहाँ देखें: ${d.url}\nहम आवेदकों से कभी पैसा नहीं लेते, और हमारी ओर से कोई शुल्क, जमा राशि या आधार या पैन की कॉपी नहीं माँगता।\n\n${d.site}`,
  }),
  'career-post-closed-email': (d) => ({
    subject: `आपने जिस पद के लिए आवेदन किया: ${d.post} (${d.outcome})`,
    body: `नमस्ते ${d.name},\n\nजिस पद "${d.post}" (${d.organisation}) के लिए आपने आवेदन किया था, ${d.outcome_sentence}\n\nआपके आवेदन: ${d.url}\nदूसरे खुले पद: ${d.jobsUrl}\n\n${d.site}`,
  }),
};
