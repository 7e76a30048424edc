import { headerMessages as h, type Settings } from '@sahyog/core';
import { localPath } from '../lib/links.tsx';
import { Logo } from './Header.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The staff console's frame: the name (the way back to the site), the language and Logout.
 * Not the public header and footer: staff need none of the donor's navigation, helpline,
 * social links or trust strip, and drawing them cost every console page a third of its HTML
 * and render time at volume (decision 0044).
 */
export function ConsoleTopBar({ settings }: { settings: Settings }) {
  return (
    <header className="border-b border-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {h.skipToContent}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Logo name={settings.foundationName} />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-medium no-underline hover:bg-stone-100" />
          <form method="post" action={localPath('/logout')}>
            <button type="submit" className="btn-quiet min-h-11 px-3 text-sm">
              {h.logout}
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
