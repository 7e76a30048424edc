import type { CampaignCard as Card } from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { langOf } from './ContentLanguage.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export function CampaignCard({ campaign, eager = false }: { campaign: Card; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={campaign.image}
        alt=""
        width={600}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[3/2] w-full bg-accent-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-800" {...langOf({ shownIn: campaign.categoryShownIn })}>
          {campaign.categoryName}
        </p>
        <h3 className="mt-1 text-lg font-semibold leading-snug" {...langOf(campaign)}>
          <Link to={`/campaigns/${campaign.slug}`} className="no-underline after:absolute after:inset-0 group-hover:text-accent-800" prefetch="intent">
            {campaign.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-muted" {...langOf(campaign)}>
          {campaign.summary}
        </p>
        <div className="mt-auto pt-4">
          <ProgressBar raisedPaise={campaign.raisedPaise} goalPaise={campaign.goalPaise} backers={campaign.backers} />
        </div>
      </div>
    </article>
  );
}
