import { basePath, currentLanguage, headerMessages as h, LANGUAGE_NAMES, LOCALES } from '@sahyog/core';
import { useLocation } from 'react-router';

/**
 * "हिन्दी" on an English page, "English" on a Hindi one: opens this page and its query in the other
 * language and remembers the choice (/language/:lang sets the cookie, then redirects).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = currentLanguage() === 'hi' ? 'en' : 'hi';
  const next = `${basePath(pathname)}${search}`;
  return (
    <a
      href={`/language/${other}?next=${encodeURIComponent(next)}`}
      lang={LOCALES[other]}
      hrefLang={LOCALES[other]}
      className={className}
      title={h.switchLanguage}
      data-language-switch={other}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
