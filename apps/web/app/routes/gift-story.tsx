// One gift's story on the private link emailed when it was first spent (issue 26): the gift, its
// campaign and what it paid for, with the bills. No sign-in: the token in the link is the proof,
// and it opens this gift alone. Never cached, never indexed.
import { formatINR, spendingText as st } from '@sahyog/core';
import { data } from 'react-router';
import { GiftShares } from '../components/GiftShares.tsx';
import { LinkInvalid } from '../components/LinkInvalid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/gift-story';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: d ? st.giftTitle(formatINR(d.story.amountPaise)) : st.giftLinkInvalid },
  { name: 'robots', content: 'noindex' },
];

// The link's token is in the address: no other site learns it from a click here.
export const headers: Route.HeadersFunction = () => ({ 'referrer-policy': 'no-referrer' });

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,12}$/.test(params.donationId) ? Number(params.donationId) : 0;
  const story = id && /^[A-Za-z0-9_-]{20,40}$/.test(params.token) ? await services(context).spending.giftByLink(id, params.token) : null;
  if (!story) throw data(st.giftLinkInvalid, { status: 404 });
  return { story };
}

/** A wrong or old link: says what to do instead of the site's plain "page not found" (still a 404). */
export function ErrorBoundary() {
  return <LinkInvalid title={st.giftLinkInvalidTitle} lead={st.giftLinkInvalid} signIn={{ to: '/profile', label: st.giftSignIn }} />;
}

export default function GiftStory({ loaderData }: Route.ComponentProps) {
  const { story } = loaderData;
  return (
    <>
      <PageHero title={st.giftTitle(formatINR(story.amountPaise))} subtitle={st.giftLead(story.campaign.title)} />
      <div className="container-page max-w-2xl space-y-6 py-10">
        <section className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          {story.shares.length ? <GiftShares shares={story.shares} /> : <p className="text-muted">{st.giftNone}</p>}
        </section>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={`/campaigns/${story.campaign.slug}#spending`} className="font-semibold text-accent-800 underline">
            {story.campaign.title}
          </Link>
          <Link to="/profile" className="font-semibold text-accent-800 underline">
            {st.seeAll}
          </Link>
        </p>
      </div>
    </>
  );
}
