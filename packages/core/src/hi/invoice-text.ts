// Hindi for ../invoice-text.ts. GSTIN, PAN, HSN, CGST, SGST and IGST print as the law names them.
import type { Translation } from '../i18n.ts';
import type { invoiceText } from '../invoice-text.ts';
import { amountInHindiWords } from '../money.ts';

export const invoice: Translation<typeof invoiceText> = {
  title: { 'tax-invoice': 'टैक्स इनवॉइस (कर बीजक)', 'bill-of-supply': 'बिल ऑफ़ सप्लाई', 'credit-note': 'क्रेडिट नोट' },
  unregistered: 'आपूर्तिकर्ता GST में पंजीकृत नहीं है: कोई कर नहीं लिया गया',
  against: (number, date) => `${date} के इनवॉइस ${number} के सामने`,
  number: 'संख्या',
  date: 'तारीख़',
  orderReference: 'ऑर्डर संदर्भ',
  soldBy: 'विक्रेता',
  shipTo: 'डिलीवरी का पता',
  state: (name, code) => `राज्य: ${name} (कोड ${code})`,
  gstin: 'GSTIN',
  notRegistered: 'पंजीकृत नहीं',
  pan: 'PAN',
  phone: 'फ़ोन',
  placeOfSupply: 'आपूर्ति का स्थान',
  index: '#',
  description: 'विवरण',
  hsn: 'HSN',
  quantity: 'संख्या',
  unitPriceTaxIncluded: 'प्रति नग (कर सहित)',
  unitPrice: 'प्रति नग',
  taxableValue: 'कर योग्य मूल्य',
  value: 'मूल्य',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'कुल',
  byRate: 'दर के हिसाब से कर',
  rate: 'GST दर',
  tax: 'कर',
  inWords: 'राशि शब्दों में:',
  amountWords: (paise) => amountInHindiWords(paise),
  footer: (seller, operator, operatorGstin) => `${seller} ने ${operator} (ई-कॉमर्स ऑपरेटर${operatorGstin ? `, GSTIN ${operatorGstin}` : ''}) के माध्यम से बेचा।`,
  computerGenerated: 'यह कंप्यूटर से बना दस्तावेज़ है।',
  page: (n, of) => `पृष्ठ ${n} / ${of}`,
};

export const catalogues = { invoice };
