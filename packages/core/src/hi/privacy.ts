// Hindi for ../privacy.ts. The consent notices themselves (consentNotices) are recorded word for
// word with each consent and are not a catalogue.
import type { Translation } from '../i18n.ts';
import type { privacyMessages } from '../privacy.ts';

export const privacy: Translation<typeof privacyMessages> = {
  privacyLink: 'गोपनीयता नीति',
  consentsTitle: 'आपकी सहमतियाँ',
  consentsLead:
    'आपने किस बात के लिए सहमति दी, कब दी, और आपने कौन से शब्द देखे थे। सहमति वापस लेना बस एक क्लिक है। कर क़ानून के अनुसार दान के रिकॉर्ड 8 साल तक रखे जाते हैं; वे यहाँ नहीं दिखाए जाते।',
  consentsEmpty: 'आपने अभी तक हमें कोई सहमति नहीं दी है।',
  given: (date) => `${date} को दी गई`,
  withdrawnOn: (date) => `${date} को वापस ली गई`,
  agreedOn: (when) => `आपने ${when} (भारतीय समय) को इन शब्दों के साथ फ़ॉर्म भेजकर सहमति दी:`,
  withdrawnAfter: (given, withdrawn) => `आपने ${given} को सहमति दी और ${withdrawn} (भारतीय समय) को वापस ली। शब्द ये थे:`,
  withdraw: 'वापस लें',
  ifWithdrawn: 'अगर आप सहमति वापस लेते हैं:',
  withdrawConfirm: 'यह सहमति वापस लें',
  withdrawn: 'सहमति वापस ले ली गई।',
  notFound: 'यह सहमति आपकी नहीं है या अब मौजूद नहीं है।',
  stopWhatsapp: 'WhatsApp अपडेट बंद करें',
  stopWhatsappLead: 'एक बार दबाने से हमारे सभी WhatsApp संदेश बंद हो जाते हैं। WhatsApp पर STOP लिखकर भेजने से भी यही होता है।',
  stopWhatsappDone: 'WhatsApp अपडेट बंद हो गए: अब हम आपको WhatsApp पर कुछ नहीं भेजेंगे।',
  grievance: (email) => `अपनी जानकारी के बारे में कोई सवाल है? हमारे शिकायत अधिकारी को ${email} पर लिखें।`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../privacy.ts). */
export const catalogues = { privacy };
