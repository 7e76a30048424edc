// A receipt's parts the console shows in its list and on its own page: whether its document is
// signed (and what replaced it), and the form that corrects it with a new receipt.
import { type ReceiptView, receiptMessages as rm } from '@sahyog/core';
import { Form } from '../lib/links.tsx';

/** Signed or not, and for a corrected receipt the one that replaced it; the file's SHA-256 for checking a copy. */
export function DocumentState({ r }: { r: ReceiptView }) {
  return (
    <div className="text-sm">
      {r.cancelledAt ? <span className="block font-semibold text-red-700">{rm.cancelledBy(r.replacedBy?.number ?? '')}</span> : null}
      {r.replaces ? <span className="block text-muted">{rm.replacesLabel(r.replaces)}</span> : null}
      <span className={r.signed ? 'block font-medium text-accent-800' : 'block font-medium text-amber-800'}>{r.signed ? rm.signed : rm.notSigned}</span>
      {r.pdfSha256 ? (
        <span className="block font-mono text-xs text-muted" title={r.pdfSha256}>
          SHA-256 {r.pdfSha256.slice(0, 12)}…
        </span>
      ) : null}
    </div>
  );
}

export function CorrectForm({ r }: { r: ReceiptView }) {
  const id = (k: string) => `${k}-${r.id}`;
  const input = 'mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3';
  return (
    <details className="min-w-64">
      <summary className="inline-flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-accent-800">{rm.correctTitle}</summary>
      <Form method="post" className="mt-2 space-y-2" aria-label={`${rm.correctTitle}: ${r.number}`}>
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="id" value={r.id} />
        <input type="hidden" name="number" value={r.number} />
        <p className="text-xs text-muted">{rm.correctLead}</p>
        <label htmlFor={id('reason')} className="block text-sm font-medium">
          {rm.correctReason}
        </label>
        <input id={id('reason')} name="reason" required maxLength={500} className={input} />
        <label htmlFor={id('donorName')} className="block text-sm font-medium">
          {rm.columns.donor}
        </label>
        <input id={id('donorName')} name="donorName" type="text" defaultValue={r.donorName} maxLength={100} className={input} />
        <label htmlFor={id('donorId')} className="block text-sm font-medium">
          {rm.idLabel}
        </label>
        <input id={id('donorId')} name="donorId" defaultValue={r.donorIdKind === 'pan' ? r.donorId : ''} maxLength={20} autoComplete="off" className={input} />
        <label htmlFor={id('address')} className="block text-sm font-medium">
          {rm.correctAddress}
        </label>
        <textarea id={id('address')} name="address" maxLength={300} rows={2} className="mt-1 w-full rounded-lg border border-stone-400 px-3 py-2" />
        <button type="submit" className="btn-secondary min-h-11 text-sm">
          {rm.correct}
        </button>
      </Form>
    </details>
  );
}
