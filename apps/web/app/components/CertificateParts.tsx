// What a certificate says, as its verify page and the file check show it: the verdict, then every
// field the PDF prints, in the PDF's order, read from the signed credential.
import { type CertificateCheck, type CertificateFields, credentialsText as ct, formatDate, formatDateTime } from '@sahyog/core';

export function CertificateVerdict({ check, issuer }: { check: CertificateCheck; issuer: string }) {
  if (check.revoked)
    return (
      <div role="status" className="rounded-xl border-2 border-red-700 bg-red-50 p-4">
        <h2 className="text-xl font-bold text-red-800">{ct.revokedTitle}</h2>
        <p className="mt-1">{ct.revokedOn(formatDateTime(check.revoked.at))}</p>
        <p className="mt-1 wrap-anywhere">
          <span className="font-semibold">{ct.revokedReason}:</span> {check.revoked.reason}
        </p>
      </div>
    );
  if (check.problem || !check.proofValid || !check.ours)
    return (
      <div role="status" className="rounded-xl border-2 border-red-700 bg-red-50 p-4">
        <h2 className="text-xl font-bold text-red-800">{ct.invalidTitle}</h2>
        <p className="mt-1">{check.problem}</p>
      </div>
    );
  return (
    <div role="status" className="rounded-xl border-2 border-accent-700 bg-emerald-50 p-4">
      <h2 className="text-xl font-bold text-accent-800">{ct.validTitle}</h2>
      <p className="mt-1">{ct.validLead(issuer)}</p>
    </div>
  );
}

export function CertificateFieldList({ fields: f }: { fields: CertificateFields }) {
  const rows: [string, string, string?][] = [
    [ct.issuedBy, f.issuerName],
    [ct.kind, ct.kindHeading[f.kind]],
    [ct.awardedTo, f.recipientName],
    [ct.titleEn, f.title.en, 'en'],
    [ct.descriptionEn, f.description.en, 'en'],
    [ct.titleHi, f.title.hi, 'hi'],
    [ct.descriptionHi, f.description.hi, 'hi'],
    [ct.issuedOn, formatDate(f.issuedOn)],
    [ct.certificateId, f.id],
    [ct.holderEmail, f.emailHashed ? ct.emailHashed : ct.emailNone],
  ];
  return (
    <dl className="divide-y divide-line">
      {rows.map(([label, value, lang]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="wrap-anywhere sm:col-span-2" lang={lang}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
