// What a form's personal data is used for, beside its button: the exact words the consent
// record names (core/privacy), and the privacy page.
import { type ConsentPurpose, consentNotices, privacyMessages as pm } from '@sahyog/core';

export function ConsentNote({ purpose, className = '' }: { purpose: ConsentPurpose; className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      {consentNotices[purpose].text}{' '}
      <a href="/privacy-policy" className="font-semibold text-accent-800 underline-offset-2 hover:underline">
        {pm.privacyLink}
      </a>
    </p>
  );
}
