// Content in Hindi (issue 23): a Hindi page whose staff-written words are shown in English says
// so once, near the top, and marks those words lang="en" so a screen reader switches voice.
import { contentLanguageMessages as cl, type Language } from '@sahyog/core';

/** lang="en" for words a Hindi page shows in English; nothing where they match the page. */
export const langOf = (r: { shownIn?: Language | undefined }): { lang?: 'en' } => (r.shownIn === 'en' ? { lang: 'en' } : {});

/** The one notice, when any of the page's content fell back to English. */
export function NotInHindiNotice({ show, className = '' }: { show: boolean; className?: string }) {
  if (!show) return null;
  return (
    <p role="note" data-content-language-notice="" className={`rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 ${className}`}>
      {cl.notInHindi}
    </p>
  );
}
