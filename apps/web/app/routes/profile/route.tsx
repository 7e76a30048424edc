// The signed-in donor's page: their details (and the mobile's proof), their campaigns, their
// gifts with receipts and refunds, and their consents. Each form posts an intent that
// action.server.ts dispatches on.
import { accountText, campaignEditorMessages as em, formatINR } from '@sahyog/core';
import { Toaster } from '../../components/Toaster.tsx';
import { Link } from '../../lib/links.tsx';
import { services } from '../../lib/services.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import { type RouteHandle, useSettings } from '../../root.tsx';
import type { Route } from './+types/route';
import { ConsentsSection } from './consents-section.tsx';
import { DonationsSection } from './donations-section.tsx';
import { GiftStories } from './gift-stories.tsx';
import { PersonalSection } from './personal-section.tsx';
import type { ReceiptErrors } from './receipt-action.tsx';

export { action } from './action.server.ts';

/** Plain forms: the profile works without JavaScript (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: accountText.profile.title }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { accounts, privacy, content, campaigner } = services(context);
  const [profile, impact, donations, consents, settings, campaigns] = await Promise.all([
    accounts.profile(user.id),
    accounts.impact(user),
    accounts.donations(user),
    privacy.listFor(user),
    content.settings(),
    campaigner.mine(user.id),
  ]);
  const stories = await services(context).spending.giftStories(donations.filter((d) => d.status === 'paid').map((d) => d.id));
  return {
    profile,
    impact,
    donations,
    stories,
    consents,
    grievanceEmail: settings.email,
    campaignCount: campaigns.length,
    editing: new URL(request.url).searchParams.get('edit') === '1',
  };
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, impact, donations, editing } = loaderData;
  // Page words follow the law in force this financial year (the regime's short name).
  const short = useSettings()?.taxLaw.shortName ?? '';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const phoneStep = actionData !== undefined && 'phoneChallenge' in actionData;
  const showForm = editing || (!phoneStep && Object.keys(errors).length > 0);
  const failed: ReceiptErrors =
    actionData && 'receiptFor' in actionData && 'receiptErrors' in actionData
      ? { donationId: Number(actionData.receiptFor), errors: (actionData.receiptErrors ?? {}) as Record<string, string> }
      : null;
  const refundFailed = actionData && 'refundFor' in actionData ? Number(actionData.refundFor) : null;
  return (
    <div className="container-page space-y-8 py-8">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{accountText.profile.title}</h1>

      <PersonalSection profile={profile} short={short} errors={errors} showForm={showForm} phoneChallenge={phoneStep ? actionData.phoneChallenge : undefined} />

      {loaderData.campaignCount > 0 ? (
        <section aria-labelledby="my-campaigns" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-6">
          <div>
            <h2 id="my-campaigns" className="text-xl font-semibold">
              {em.listTitle}
            </h2>
            <p className="mt-1 text-muted">{em.profileLead(loaderData.campaignCount)}</p>
          </div>
          <Link to="/my-campaigns" className="btn-primary">
            {em.openList}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="impact">
        <h2 id="impact" className="text-xl font-semibold">
          {accountText.profile.impact}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-accent-800 p-6 text-white">
            <p className="text-sm text-accent-100">{accountText.profile.totalDonations}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{formatINR(impact.totalPaise)}</p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-sm text-muted">{accountText.profile.campaignsSupported}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{impact.campaigns}</p>
          </div>
        </div>
      </section>

      <DonationsSection donations={donations} short={short} failed={failed} refundFailed={refundFailed} />
      <GiftStories stories={loaderData.stories} donations={donations} />

      <ConsentsSection consents={loaderData.consents} grievanceEmail={loaderData.grievanceEmail} />
    </div>
  );
}
