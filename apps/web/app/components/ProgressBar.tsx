import { campaignMessages, formatCount, formatINR, layoutText, progressPercent } from '@sahyog/core';

/** Raised vs goal, always with the percentage in text (never colour alone). */
export function ProgressBar({
  raisedPaise,
  goalPaise,
  backers,
  size = 'md',
}: {
  raisedPaise: number;
  goalPaise: number;
  backers?: number;
  size?: 'md' | 'lg';
}) {
  const pct = progressPercent(raisedPaise, goalPaise);
  return (
    <div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={layoutText.progressLabel(pct, formatINR(goalPaise))}
        className={`${size === 'lg' ? 'h-3' : 'h-2'} w-full overflow-hidden rounded-full bg-stone-200`}
      >
        <div className="h-full rounded-full bg-accent-700" style={{ width: `${pct}%` }} />
      </div>
      <div className={`mt-2 flex items-baseline justify-between gap-2 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
        <p>
          <strong className="font-semibold text-ink">{formatINR(raisedPaise)}</strong>{' '}
          <span className="text-muted">{campaignMessages.raisedOf(formatINR(goalPaise))}</span>
        </p>
        <p className="shrink-0 font-semibold text-accent-800">{pct}%</p>
      </div>
      {backers !== undefined ? (
        <p className="mt-1 text-sm text-muted">
          {formatCount(backers)} {backers === 1 ? layoutText.donor : layoutText.donors}
        </p>
      ) : null}
    </div>
  );
}
