// "Ask the seller" (issue 41): a thread's messages and its state, shared by the buyer's pages
// and the vendor's inbox. Long words wrap (a pasted link, a word of 60 letters) at 390 px.
import { formatDateTime, type InquiryStatus, inquiryText as it } from '@sahyog/core';

const TONES: Record<InquiryStatus, string> = {
  open: 'bg-amber-50 text-amber-900',
  answered: 'bg-accent-50 text-accent-800',
  reported: 'bg-stone-100 text-stone-700',
};

/** The thread's state in words (never colour alone), as the side reading it says it. */
export function InquiryState({ status, side }: { status: InquiryStatus; side: 'buyer' | 'vendor' }) {
  const words = side === 'buyer' ? it.statusBuyer : it.statusVendor;
  return <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{words[status]}</span>;
}

/** The messages, oldest first; the reader's own are "You". */
export function InquiryMessages({
  messages,
  side,
  otherName,
}: {
  messages: { author: 'buyer' | 'vendor'; body: string; createdAt: string }[];
  side: 'buyer' | 'vendor';
  otherName: string;
}) {
  return (
    <ol className="space-y-3">
      {messages.map((msg, i) => {
        const mine = msg.author === side;
        return (
          <li
            // Messages are never edited or removed: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a thread's messages only grow
            key={i}
            className={`min-w-0 rounded-xl border p-3 ${mine ? 'ml-6 border-accent-200 bg-accent-50' : 'mr-6 border-line bg-white'}`}
          >
            <p className="text-sm">
              <span className="font-semibold">{mine ? it.you : otherName}</span> <span className="text-muted">· {formatDateTime(msg.createdAt)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{msg.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
