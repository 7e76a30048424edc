import { accountText, type MyDonation, receiptMessages as rm } from '@sahyog/core';
import { Field } from '../../components/Field.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { Form } from '../../lib/links.tsx';

/** The refused receipt request (its gift and its field errors), to reopen that gift's form. */
export type ReceiptErrors = { donationId: number; errors: Record<string, string> } | null;

/** Download when issued; else request it, asking only for the PAN or address the gift lacks. */
export function ReceiptAction({ d, failed, short }: { d: MyDonation; failed: ReceiptErrors; short: string }) {
  if (d.status !== 'paid') return <StatusBadge status={d.status} />;
  if (d.receipt) {
    return (
      <a
        href={`/api/v1/me/receipts/${d.receipt.id}/pdf`}
        download
        className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-accent-800 underline-offset-2 hover:underline"
      >
        {rm.download(d.receipt.number)}
      </a>
    );
  }
  if (d.receiptRequested) return <span className="text-sm font-medium text-muted">{rm.requestedLabel}</span>;
  const errors = failed?.donationId === d.id ? failed.errors : {};
  const fields = (
    <>
      <input type="hidden" name="intent" value="receipt" />
      <input type="hidden" name="donationId" value={d.id} />
    </>
  );
  if (d.hasPan && d.hasAddress) {
    return (
      <Form method="post">
        {fields}
        <button type="submit" className="btn-secondary min-h-11 px-4 text-sm" aria-label={`${rm.request(short)}: ${d.reference}`}>
          {rm.request(short)}
        </button>
      </Form>
    );
  }
  return (
    <details open={failed?.donationId === d.id} className="min-w-56">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-800">{rm.request(short)}</summary>
      <Form method="post" className="mt-2 space-y-3" aria-label={`${rm.requestTitle(short)}: ${d.reference}`}>
        {fields}
        <p className="text-xs text-muted">{rm.requestLead}</p>
        {d.hasPan ? null : (
          <>
            <Field label={rm.idLabel} name="pan" id={`pan-${d.id}`} maxLength={20} autoCapitalize="characters" autoComplete="off" error={errors.pan} required />
            {/* Kept only when ticked (a PAN; an Aadhaar number is never kept on the profile). */}
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" name="keep_pan" className="h-5 w-5 accent-accent-700" />
              <span>{rm.keepPan}</span>
            </label>
          </>
        )}
        {d.hasAddress ? null : (
          <Field label={accountText.profile.postalAddress} name="address" id={`address-${d.id}`} maxLength={300} error={errors.address} required />
        )}
        <button type="submit" className="btn-secondary min-h-11 px-4 text-sm">
          {rm.request(short)}
        </button>
      </Form>
    </details>
  );
}
