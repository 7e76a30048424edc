// How a donor can pay, shown beside the amount so that "can I use my UPI app?" is answered
// before Donate Now. Our own neutral marks, drawn inline: no app's logo is copied and nothing
// is fetched from anyone. Each badge's visible name is its text alternative.
import { campaignMessages } from '@sahyog/core';
import { useId } from 'react';

type Mark = { name: keyof typeof campaignMessages.paymentNames; glyph: React.ReactNode };

/** An app's initials in a circle: enough to scan the row, not a copy of anyone's mark. */
const initials = (text: string) => (
  <>
    <circle cx="12" cy="12" r="12" fill="#115e59" />
    <text
      x="12"
      y={text.length > 1 ? 16 : 16.5}
      textAnchor="middle"
      fontSize={text.length > 1 ? 11 : 13}
      fontWeight="700"
      fill="#ffffff"
      fontFamily="system-ui, sans-serif"
    >
      {text}
    </text>
  </>
);

// Keys, not names: a name is read per render, in the page's language.
const MARKS: Mark[] = [
  {
    name: 'upi',
    glyph: (
      <>
        <rect x="6" y="2" width="12" height="20" rx="2.5" fill="#115e59" />
        <rect x="8" y="5" width="8" height="12" rx="1" fill="#f0fdfa" />
        <path d="M10.2 8h3.6M10.2 10h3.6M11 8c1.9 0 1.9 2.6 0 2.6h-.6l2.6 3" stroke="#115e59" strokeWidth="1" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  { name: 'googlePay', glyph: initials('G') },
  { name: 'phonePe', glyph: initials('Pe') },
  { name: 'paytm', glyph: initials('P') },
  { name: 'bhim', glyph: initials('B') },
  {
    name: 'cards',
    glyph: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="2.5" fill="#115e59" />
        <rect x="2" y="8.5" width="20" height="2.5" fill="#0b3f3c" />
        <rect x="5" y="14" width="6" height="2" rx="1" fill="#ccfbf1" />
      </>
    ),
  },
  {
    name: 'netBanking',
    glyph: (
      <>
        <path d="M12 2.5 2.5 7.5v2h19v-2z" fill="#115e59" />
        <path d="M4.5 11h2.5v7H4.5zm6.25 0h2.5v7h-2.5zm6.25 0h2.5v7H17z" fill="#115e59" />
        <rect x="2.5" y="19" width="19" height="2.5" rx=".5" fill="#115e59" />
      </>
    ),
  },
];

export function PaymentMethods() {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        {campaignMessages.payWith}
      </p>
      <ul aria-labelledby={labelId} className="mt-1.5 flex flex-wrap gap-1">
        {MARKS.map((m) => (
          <li key={m.name} className="inline-flex h-7 items-center gap-1 rounded-md border border-line bg-white pl-1 pr-2 text-xs font-semibold text-ink">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {m.glyph}
            </svg>
            {campaignMessages.paymentNames[m.name]}
          </li>
        ))}
      </ul>
    </div>
  );
}
