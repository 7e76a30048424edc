// What the donor's gifts bought (issue 26): each spent gift with its shares of the campaign's
// payments, first in first out ("Your ₹3,000 … 6 blankets: Woollen blankets"). Derived by the
// server each time; nothing here is stored.
import { formatINR, type GiftStory, type MyDonation, spendingText as st } from '@sahyog/core';
import { GiftShares } from '../../components/GiftShares.tsx';
import { Link } from '../../lib/links.tsx';

export function GiftStories({ stories, donations }: { stories: GiftStory[]; donations: MyDonation[] }) {
  const byId = new Map(donations.map((d) => [d.id, d]));
  if (!donations.some((d) => d.status === 'paid')) return null;
  return (
    <section aria-labelledby="gift-stories" className="space-y-3">
      <h2 id="gift-stories" className="text-xl font-semibold">
        {st.storiesTitle}
      </h2>
      <p className="text-sm text-muted">{st.storiesLead}</p>
      {stories.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-4 text-muted">{st.storiesNone}</p>
      ) : (
        <ul className="space-y-3">
          {stories.map((s) => {
            const d = byId.get(s.donationId);
            if (!d) return null;
            return (
              <li key={s.donationId} className="rounded-2xl border border-line bg-white p-4">
                <h3 className="font-semibold">
                  <Link to={`/campaigns/${d.campaignSlug}#spending`} className="text-accent-800">
                    {st.giftHeading(formatINR(d.amountPaise), d.campaignTitle)}
                  </Link>
                </h3>
                <GiftShares shares={s.shares} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
