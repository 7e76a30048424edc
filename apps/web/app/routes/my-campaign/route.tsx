// Editing one campaign: the draft's details, its cover photo, and (once live) updates for its
// donors. Plain forms (no JavaScript needed); the story is Markdown the server renders and
// sanitizes (Preview posts it back without saving, decision 0031); photos are re-encoded. Only
// the owner and staff reach it.
import { currentLanguage, campaignEditorMessages as em } from '@sahyog/core';
import { Toaster } from '../../components/Toaster.tsx';
import { expected } from '../../lib/forms.ts';
import { services } from '../../lib/services.server.ts';
import type { RouteHandle } from '../../root.tsx';
import type { Route } from './+types/route';
import type { ActionData } from './action.server.ts';
import { actorOf, idOf } from './actor.server.ts';
import { DetailsForm } from './details-form.tsx';
import { HindiForm } from './hindi-form.tsx';
import { CoverForm, GalleryForm } from './photos.tsx';
import { ProductsForm } from './products-form.tsx';
import { SpendForm } from './spend-form.tsx';
import { UpdateForm } from './update-form.tsx';

export { action } from './action.server.ts';

// The cover and gallery photos are uploaded here (decision 0043).
export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: em.editTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = actorOf(context, request);
  try {
    const campaign = await services(context).campaigner.draft(actor, idOf(params.id));
    const { spending } = services(context);
    const live = campaign.status !== 'draft';
    const [items, categories] = live ? await Promise.all([spending.forCampaign(actor, String(campaign.id)), spending.categories()]) : [[], []];
    return {
      campaign,
      staff: actor.staff,
      spending: { items, categories: categories.map((c) => ({ id: c.id, name: currentLanguage() === 'hi' && c.nameHi ? c.nameHi : c.name })) },
    };
  } catch (caught) {
    if (expected(caught).status === 404) throw new Response('Not found', { status: 404 });
    throw caught;
  }
}

export default function MyCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.campaign;
  const result = actionData as ActionData | undefined;
  const editable = c.status === 'draft';
  return (
    <div className="container-page max-w-3xl space-y-8 py-8">
      <Toaster toasts={[result?.toast]} />
      <div>
        <a href="/my-campaigns" className="text-sm font-semibold text-accent-800">
          ← {em.back}
        </a>
        <p className="eyebrow mt-4">{em.statusLabels[c.status]}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{c.title}</h1>
        <p className="mt-2 text-muted">{editable ? em.editLead : em.locked}</p>
      </div>
      {editable ? (
        <>
          <DetailsForm c={c} result={result?.form === 'details' ? result : undefined} />
          <CoverForm c={c} error={result?.form === 'cover' ? result.errors.cover : undefined} />
          <GalleryForm c={c} error={result?.form === 'photo' ? result.errors.photo : undefined} />
          <ProductsForm c={c} result={result?.form === 'products' ? result : undefined} />
        </>
      ) : (
        <>
          {/* Staff add a live campaign's Hindi (issue 23); its English changes through them as before. */}
          {loaderData.staff ? <HindiForm c={c} result={result?.form === 'hindi' ? result : undefined} /> : null}
          <SpendForm categories={loaderData.spending.categories} items={loaderData.spending.items} result={result?.form === 'spend' ? result : undefined} />
          <UpdateForm result={result?.form === 'update' ? result : undefined} updates={c.updates} />
        </>
      )}
    </div>
  );
}
