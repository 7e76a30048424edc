import { accountText, formatDate, formatINR, type MyDonation, messages, receiptedPaise } from '@sahyog/core';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Link } from '../../lib/links.tsx';
import { ReceiptAction, type ReceiptErrors } from './receipt-action.tsx';
import { RefundAction } from './refund-action.tsx';

// Columns are made per render: their headers are read in the page's language.
function columns(t: typeof accountText.profile) {
  const date: Column<MyDonation> = { header: t.donationDate, cell: (d) => formatDate(d.createdAt) };
  const txn: Column<MyDonation> = { header: t.transactionId, cell: (d) => <code className="text-xs">{d.reference}</code> };
  // What the donor gave: the campaign's part and the urgent add-on (both receipted, decision
  // 0060), with each part beside it; the tip is named apart (it is no gift).
  const amount: Column<MyDonation> = {
    header: t.amount,
    cell: (d) => (
      <>
        <span className="font-semibold tabular-nums">{formatINR(receiptedPaise(d))}</span>
        {d.urgentPaise > 0 ? <span className="block text-xs text-muted">{t.urgentPart(formatINR(d.urgentPaise))}</span> : null}
        {d.tipPaise > 0 ? <span className="block text-xs text-muted">{t.tipPart(formatINR(d.tipPaise))}</span> : null}
      </>
    ),
    align: 'right',
  };
  const campaign: Column<MyDonation> = {
    header: t.campaign,
    cell: (d) => (
      <Link to={`/campaigns/${d.campaignSlug}`} className="font-medium text-accent-800">
        {d.campaignTitle}
      </Link>
    ),
  };
  return { date, txn, amount, campaign };
}

/**
 * The donor's gifts, one-time and monthly, each with its receipt and refund actions. `failed` and
 * `refundFailed` reopen the form a refused request came from.
 */
export function DonationsSection({
  donations,
  short,
  failed,
  refundFailed,
}: {
  donations: MyDonation[];
  short: string;
  failed: ReceiptErrors;
  refundFailed: number | null;
}) {
  const t = accountText.profile;
  const { date, txn, amount, campaign } = columns(t);
  const once = donations.filter((d) => d.kind === 'once');
  const monthly = donations.filter((d) => d.kind === 'monthly');
  const act: Column<MyDonation> = {
    header: t.action,
    cell: (d) => (
      <div className="flex flex-col items-start gap-1">
        <ReceiptAction d={d} failed={failed} short={short} />
        <RefundAction d={d} open={refundFailed === d.id} />
      </div>
    ),
  };
  return (
    <section aria-labelledby="my-donations" className="space-y-4">
      <h2 id="my-donations" className="text-xl font-semibold">
        {t.myDonation}
      </h2>
      <DataTable caption={t.onceCaption(short)} columns={[date, txn, amount, campaign, act]} rows={once} rowKey={(d) => d.id} empty={messages.noRecords} />
      <DataTable
        caption={t.monthlyCaption(short)}
        columns={[
          date,
          {
            header: t.subscriptionId,
            cell: (d) =>
              d.subscriptionId ? (
                <Link to={`/subscriptions/${d.subscriptionId}`} className="font-mono text-xs">
                  {d.subscriptionId}
                </Link>
              ) : null,
          },
          txn,
          amount,
          campaign,
          act,
        ]}
        rows={monthly}
        rowKey={(d) => d.id}
        empty={messages.noRecords}
      />
      <div className="flex flex-wrap gap-3">
        <Link to="/explore-campaigns" className="btn-primary">
          {t.donateOnce}
        </Link>
        <Link to="/monthly-donation" className="btn-secondary">
          {t.donateMonthly}
        </Link>
      </div>
    </section>
  );
}
