// Hindi for ../paging.ts.
import type { Translation } from '../i18n.ts';
import type { pagingMessages } from '../paging.ts';

export const paging: Translation<typeof pagingMessages> = {
  badCursor: 'इस पेज का लिंक पुराना हो गया है या बदल दिया गया है। पहले पेज से फिर से शुरू करें।',
  firstPage: 'पहला पेज',
  nextPage: 'अगला पेज',
  pages: 'और पेज',
  // After a list's count, with its leading space: "50 अभियान इस पेज पर".
  onThisPage: ' इस पेज पर',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../paging.ts). */
export const catalogues = { paging };
