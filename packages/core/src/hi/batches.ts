// Hindi for ../batches.ts: the progress page of staff's batch work (a little formal). Figures
// keep Latin digits and Indian grouping, as the English writes them.
import type { batchMessages } from '../batches.ts';
import type { Translation } from '../i18n.ts';

const n = (x: number) => x.toLocaleString('en-IN');

export const batch: Translation<typeof batchMessages> = {
  titles: { 'bank-import': 'बैंक स्टेटमेंट आयात', 'receipt-issue': 'एक साथ जारी की गई रसीदें', 'certificate-issue': 'CSV से जारी किए गए प्रमाणपत्र' },
  progress: (done, total) => `${n(total)} में से ${n(done)} पंक्तियाँ पूरी`,
  running: 'पंक्तियों पर काम चल रहा है। यह पेज हर कुछ सेकंड में अपने आप रीफ़्रेश होता है; आप इसे छोड़कर बाद में लौट सकते हैं।',
  refresh: 'रीफ़्रेश करें',
  finished: (at) => `${at} को पूरा हुआ।`,
  started: (total) => `शुरू हो गया: ${n(total)} ${total === 1 ? 'पंक्ति' : 'पंक्तियों'} पर काम होना है।`,
  notFound: 'ऐसा कोई बैच नहीं है।',
  waiting: 'प्रतीक्षा में',
  columns: { line: 'पंक्ति', what: 'क्या', result: 'परिणाम' },
  empty: 'इस बैच में कोई पंक्ति नहीं है।',
  more: 'अगली पंक्तियाँ',
  back: { 'bank-import': 'दान की सूची पर वापस जाएँ', 'receipt-issue': 'रसीदों पर वापस जाएँ', 'certificate-issue': 'प्रमाणपत्रों पर वापस जाएँ' },
  // Addresses, not text: the same as the English (links add /hi themselves).
  backHref: { 'bank-import': '/admin/donations', 'receipt-issue': '/admin/receipts', 'certificate-issue': '/admin/certificates' },
  lines: 'पंक्तियाँ',
  notIssued: (count) => (count === 1 ? '1 रसीद जारी नहीं हुई।' : `${n(count)} रसीदें जारी नहीं हुईं।`),
  certificatesIssued: (count) => `${n(count)} प्रमाणपत्र जारी हुए (या पहले जारी हो चुके थे)।`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../batches.ts). */
export const catalogues = { batch };
