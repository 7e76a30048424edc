import { type ConsentView, formatDateTime, privacyMessages as pm } from '@sahyog/core';
import { Form } from '../../lib/links.tsx';

/** What the donor agreed to, with the words they saw, and a one-press withdrawal (DPDP Act). */
export function ConsentsSection({ consents, grievanceEmail }: { consents: ConsentView[]; grievanceEmail: string }) {
  return (
    <section id="consents" aria-labelledby="consents-title" className="space-y-4">
      <h2 id="consents-title" className="text-xl font-semibold">
        {pm.consentsTitle}
      </h2>
      <p className="max-w-3xl text-muted">{pm.consentsLead}</p>
      {consents.some((c) => c.purpose === 'whatsapp-updates' && !c.withdrawnAt) ? (
        // The words above the button on a phone, beside it on a wide screen: never a narrow column.
        <Form method="post" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center">
          <input type="hidden" name="intent" value="stop-whatsapp" />
          <p className="min-w-0 text-sm text-muted sm:order-2 sm:flex-1">{pm.stopWhatsappLead}</p>
          <button type="submit" className="btn-primary min-h-11 self-start sm:order-1 sm:self-auto">
            {pm.stopWhatsapp}
          </button>
        </Form>
      ) : null}
      {consents.length === 0 ? (
        <p className="text-muted">{pm.consentsEmpty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {consents.map((c) => (
            <li key={c.id} className="rounded-2xl border border-line bg-white p-5" aria-labelledby={`consent-${c.id}`}>
              <h3 id={`consent-${c.id}`} className="font-semibold">
                {c.title}
              </h3>
              {/* What was agreed and when, in words: the notice's version is our record's key and
                  means nothing to the donor, so it stays in the API and the database. */}
              <p className="mt-2 text-sm text-muted" data-consent-when>
                {c.withdrawnAt ? pm.withdrawnAfter(formatDateTime(c.givenAt), formatDateTime(c.withdrawnAt)) : pm.agreedOn(formatDateTime(c.givenAt))}
              </p>
              <blockquote className="mt-2 border-l-4 border-accent-100 pl-3 text-sm">{c.text}</blockquote>
              {c.withdrawnAt ? null : (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="withdraw-consent" />
                  <input type="hidden" name="consentId" value={c.id} />
                  <button type="submit" className="btn-quiet min-h-11" aria-label={`${pm.withdraw}: ${c.title}`}>
                    {pm.withdraw}
                  </button>
                  <span className="min-w-0 flex-1 text-sm text-muted">
                    {pm.ifWithdrawn} {c.onWithdraw}
                  </span>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">{pm.grievance(grievanceEmail)}</p>
    </section>
  );
}
