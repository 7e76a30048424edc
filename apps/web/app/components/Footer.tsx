import {
  challengeText,
  credentialsText,
  faqMessages,
  layoutText,
  learningText,
  phoneText,
  type Settings,
  supportText,
  taxText,
  transparencyText,
} from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { SocialLinks } from './Header.tsx';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from './Icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

// Functions, not constants: a label is read per render, in the page's language.
const quick = (f: typeof layoutText.footer) => [
  { to: '/', label: f.home },
  { to: '/explore-campaigns', label: f.ourCampaigns },
  { to: '/monthly-donation', label: f.monthlyDonation },
  { to: '/start-new-campaign', label: f.startCampaign },
  { to: '/shop', label: f.shop },
  { to: '/sell', label: f.sell },
  { to: '/blog', label: f.blog },
];
// Issues 42 and 43: what people do together besides giving.
const community = (f: typeof layoutText.footer) => [
  { to: '/learn', label: learningText.footerLink },
  { to: '/challenges', label: challengeText.listTitle },
  { to: '/jobs', label: f.jobs },
  { to: '/lost-and-found', label: f.lostAndFound },
  { to: '/matrimonial', label: f.matrimonial },
  { to: '/certificates/verify', label: credentialsText.verifyTitle },
];
const info = (f: typeof layoutText.footer) => [
  { to: '/about', label: f.aboutUs },
  { to: '/transparency', label: transparencyText.title },
  { to: '/contact', label: f.contactUs },
  { to: '/help', label: supportText.helpLink },
  { to: '/faq', label: faqMessages.footerLink },
  { to: '/refund-and-cancellation-policy', label: f.refundPolicy },
  { to: '/return-policy', label: f.returnPolicy },
  { to: '/terms-conditions', label: f.terms },
  { to: '/privacy-policy', label: f.privacyPolicy },
];
const payments = (f: typeof layoutText.footer) => ['UPI', 'RuPay', 'Visa', 'Mastercard', f.netBanking];

export function Footer({ settings, year }: { settings: Settings; year: number }) {
  const f = layoutText.footer;
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold text-white">{settings.foundationName}</p>
          <p className="mt-2 text-sm text-stone-300">{settings.tagline}</p>
          <p className="mt-4 text-sm text-stone-300">{taxText.registration(settings.taxLaw.shortName, settings.reg80G)}</p>
          <SocialLinks social={settings.social} className="-ml-3 mt-3" />
          <LanguageSwitch className="mt-3 inline-flex min-h-11 items-center rounded-full border border-stone-500 px-4 text-sm font-medium text-white no-underline hover:bg-stone-800" />
        </div>
        <FooterNav id="footer-quick" title={f.quickLinks} links={quick(f)} />
        <FooterNav id="footer-community" title={f.community} links={community(f)} />
        <FooterNav id="footer-info" title={f.information} links={info(f)} />
        <div>
          <h2 className="text-base font-semibold text-white">{f.contactUs}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-3">
              <PinIcon className="mt-0.5 shrink-0" width={18} height={18} />
              <span>{settings.address}</span>
            </li>
            <li>
              <a href={`tel:${settings.helpline.replace(/\s/g, '')}`} className="flex min-h-11 items-center gap-3 no-underline">
                <PhoneIcon width={18} height={18} />
                {phoneText(settings.helpline)}
              </a>
            </li>
            <li>
              <a
                href={`https://wa.me/${settings.whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-3 no-underline"
              >
                <WhatsAppIcon width={18} height={18} />
                {f.whatsApp}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className="flex min-h-11 items-center gap-3 no-underline">
                <MailIcon width={18} height={18} />
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-stone-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.foundationName}. {f.allInr}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={f.paymentMethods}>
            {payments(f).map((p) => (
              <li key={p} className="rounded border border-stone-600 bg-stone-800 px-2 py-1 text-xs font-semibold tracking-wide text-stone-100">
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Floating only on wide screens, in the margin beside the 72rem column. On a phone a
          floating button would sit over whatever scrolls under it (campaign cards' percentages,
          forms' buttons), so there WhatsApp is a row in the footer's contact list. */}
      <a
        href={`https://wa.me/${settings.whatsapp}`}
        target="_blank"
        rel="noopener noreferrer"
        data-whatsapp-float=""
        className="fixed bottom-4 right-4 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg hover:bg-[#146c3f] xl:inline-flex"
      >
        <WhatsAppIcon title={f.chatWhatsApp} width={28} height={28} />
      </a>
    </footer>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="inline-flex min-h-11 items-center no-underline hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
