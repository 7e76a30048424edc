import { formatDate, formatINR, type MyDonation, messages } from '@sahyog/core';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Link } from '../../lib/links.tsx';
import { ReceiptAction, type ReceiptErrors } from './receipt-action.tsx';
import { RefundAction } from './refund-action.tsx';

const date: Column<MyDonation> = { header: 'Donation Date', cell: (d) => formatDate(d.createdAt) };
const txn: Column<MyDonation> = { header: 'Transaction ID', cell: (d) => <code className="text-xs">{d.reference}</code> };
const amount: Column<MyDonation> = { header: 'Amount', cell: (d) => formatINR(d.amountPaise), align: 'right' };
const campaign: Column<MyDonation> = {
  header: 'Campaign',
  cell: (d) => (
    <Link to={`/campaigns/${d.campaignSlug}`} className="font-medium text-accent-800">
      {d.campaignTitle}
    </Link>
  ),
};

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
  const once = donations.filter((d) => d.kind === 'once');
  const monthly = donations.filter((d) => d.kind === 'monthly');
  const act: Column<MyDonation> = {
    header: 'Action',
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
        My Donation
      </h2>
      <DataTable
        caption={`Download / Request ${short} for Donate Once`}
        columns={[date, txn, amount, campaign, act]}
        rows={once}
        rowKey={(d) => d.id}
        empty={messages.noRecords}
      />
      <DataTable
        caption={`Download / Request ${short} for Donate Monthly:`}
        columns={[
          date,
          {
            header: 'Subscription ID',
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
          Donate Once
        </Link>
        <Link to="/monthly-donation" className="btn-secondary">
          Donate Monthly
        </Link>
      </div>
    </section>
  );
}
