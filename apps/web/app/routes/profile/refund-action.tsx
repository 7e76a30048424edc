import { refundMessages as fm, formatDateTime, type MyDonation, refundByTransfer, refundDeadline, withinRefundWindow } from '@sahyog/core';
import { TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import { useSettings } from '../../root.tsx';

/** The policy's window: a paid gift without a receipt, asked back within two days, once. */
export function RefundAction({ d, open }: { d: MyDonation; open: boolean }) {
  // A gift inside the 48-hour window is of this financial year: today's law names its receipt.
  const law = useSettings()?.taxLaw.shortName ?? '';
  if (d.refundStatus) return <span className="text-sm font-medium text-muted">{fm.statusLabels[d.refundStatus]}</span>;
  if (d.status !== 'paid' || d.receipt || !d.paidAt || !withinRefundWindow(new Date(d.paidAt), new Date())) return null;
  return (
    <details open={open} className="min-w-56">
      {/* A button-sized target (44 px), as plain as the receipt's: small grey text was hard to find and to tap. */}
      <summary className="btn-quiet min-h-11 min-w-11 cursor-pointer px-4 text-sm">{fm.request}</summary>
      <Form method="post" className="mt-2 space-y-3 text-left" aria-label={`${fm.request}: ${d.reference}`}>
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="donationId" value={d.id} />
        <div className="rounded-lg bg-stone-50 p-3 text-sm" data-refund-policy>
          <p className="font-semibold">{fm.policyTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{fm.policyWindow(formatDateTime(refundDeadline(new Date(d.paidAt))))}</li>
            <li>{fm.policyCharges}</li>
            <li>{refundByTransfer(d.method) ? fm.policyHowTransfer : fm.policyHowGateway}</li>
            <li>{fm.policyReceipt(law)}</li>
            <li>{fm.policyDecision}</li>
          </ul>
        </div>
        <TextAreaField label={fm.reasonLabel} name="reason" id={`reason-${d.id}`} rows={3} maxLength={1000} required />
        <button type="submit" className="btn-quiet min-h-11 px-4 text-sm">
          {fm.send}
        </button>
      </Form>
    </details>
  );
}
