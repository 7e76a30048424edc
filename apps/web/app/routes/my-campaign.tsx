// Editing one campaign: the draft's details, its cover photo, and (once live) updates for its
// donors. Plain forms (no JavaScript needed); the story is Markdown the server renders and
// sanitizes (Preview posts it back without saving, decision 0031); photos are re-encoded. Only
// the owner and staff reach it.
import {
  CATEGORIES,
  type CampaignDraft,
  COVER_MAX_BYTES,
  campaignEditInput,
  campaignProductsInput,
  campaignUpdateInput,
  campaignEditorMessages as em,
  FAQ_SLOTS,
  GALLERY_MAX,
  PRODUCT_SLOTS,
  STAFF_ROLES,
  STORY_MAX,
} from '@sahyog/core';
import { data, Form } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/my-campaign';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: em.editTitle }, { name: 'robots', content: 'noindex' }];

function actorOf(context: Route.LoaderArgs['context'], request: Request) {
  const { user } = requireUser(context, request);
  return { userId: user.id, staff: STAFF_ROLES.includes(user.role) };
}

const idOf = (raw: string | undefined) => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return n;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = actorOf(context, request);
  try {
    return { campaign: await services(context).campaigner.draft(actor, idOf(params.id)) };
  } catch (caught) {
    if (expected(caught).status === 404) throw new Response('Not found', { status: 404 });
    throw caught;
  }
}

type Toast = { type: 'error'; message: string };
type FormName = 'details' | 'cover' | 'photo' | 'products' | 'update';
type ActionData = { form: FormName; errors: FieldErrors; values?: Record<string, string>; toast?: Toast; preview?: string };

/** The upload in `field`, or a field error when there is none. */
async function upload(fd: FormData, field: string): Promise<Uint8Array | FieldErrors> {
  const file = fd.get(field);
  if (!(file instanceof File) || file.size === 0) return { [field]: em.coverType };
  if (file.size > COVER_MAX_BYTES) return { [field]: em.coverTooLarge };
  return new Uint8Array(await file.arrayBuffer());
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = actorOf(context, request);
  const id = idOf(params.id);
  const { campaigner } = services(context);
  const fd = await request.formData();
  const form = formObject(fd);
  const here = `/my-campaigns/${id}`;
  const secure = requestInfo(context).secureCookies;
  const refuse = (which: ActionData['form'], errors: FieldErrors, values?: Record<string, string>) =>
    data<ActionData>({ form: which, errors, values, toast: { type: 'error', message: Object.values(errors)[0] ?? em.notEditable } }, reshow);
  try {
    if (form.intent === 'cover' || form.intent === 'photo') {
      const bytes = await upload(fd, form.intent);
      if (!(bytes instanceof Uint8Array)) return refuse(form.intent, bytes);
      await (form.intent === 'cover' ? campaigner.setCover(actor, id, bytes) : campaigner.addPhoto(actor, id, bytes));
      return redirectWithFlash(here, { type: 'success', message: em.saved }, secure);
    }
    if (form.intent === 'remove-photo') {
      await campaigner.removePhoto(actor, id, form.photo ?? '');
      return redirectWithFlash(here, { type: 'success', message: em.galleryRemoved }, secure);
    }
    if (form.intent === 'products') {
      const rows = Array.from({ length: PRODUCT_SLOTS }, (_, i) => ({
        title: form[`product${i + 1}title`] ?? '',
        priceRupees: form[`product${i + 1}price`] ?? '',
        stock: form[`product${i + 1}stock`] ?? '',
      }));
      const r = check(campaignProductsInput, rows);
      if (!r.ok) return refuse('products', r.errors, form);
      await campaigner.saveProducts(actor, id, r.data);
      return redirectWithFlash(here, { type: 'success', message: em.productsSaved }, secure);
    }
    if (form.intent === 'update') {
      const r = check(campaignUpdateInput, form);
      if (!r.ok) return refuse('update', r.errors, form);
      await campaigner.postUpdate(actor, id, r.data);
      return redirectWithFlash(here, { type: 'success', message: em.updatePosted }, secure);
    }
    // The story as its page would show it, and the form as typed: nothing is saved.
    if (form.intent === 'preview') return data<ActionData>({ form: 'details', errors: {}, values: form, preview: campaigner.preview(form.story ?? '') });
    const faqs = Array.from({ length: FAQ_SLOTS }, (_, i) => ({ question: form[`faq${i + 1}q`] ?? '', answer: form[`faq${i + 1}a`] ?? '' }));
    const r = check(campaignEditInput, { ...form, faqs });
    if (!r.ok) return refuse('details', r.errors, form);
    await campaigner.save(actor, id, r.data);
    return redirectWithFlash(here, { type: 'success', message: em.saved }, secure);
  } catch (caught) {
    const e = expected(caught);
    // Someone else's campaign answers as one that does not exist.
    if (e.status === 404) throw new Response('Not found', { status: 404 });
    const which: FormName = (['cover', 'photo', 'products', 'update'] as const).find((f) => f === form.intent) ?? 'details';
    return refuse(which, e.fields ?? { [which]: e.message }, form);
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
          <Details c={c} result={result?.form === 'details' ? result : undefined} />
          <Cover c={c} error={result?.form === 'cover' ? result.errors.cover : undefined} />
          <Gallery c={c} error={result?.form === 'photo' ? result.errors.photo : undefined} />
          <Products c={c} result={result?.form === 'products' ? result : undefined} />
        </>
      ) : (
        <Update result={result?.form === 'update' ? result : undefined} />
      )}
    </div>
  );
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Details({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  const v = (name: string, fallback: string) => result?.values?.[name] ?? fallback;
  return (
    <section aria-labelledby="details-title" className="card p-6">
      <h2 id="details-title" className="text-xl font-bold">
        {em.editTitle}
      </h2>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <Field label={em.title} name="title" maxLength={120} defaultValue={v('title', c.title)} error={e.title} required />
        <SelectField label={em.category} name="categoryId" defaultValue={v('categoryId', String(c.categoryId))} error={e.categoryId}>
          {CATEGORIES.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={em.goal}
            name="goalRupees"
            inputMode="numeric"
            defaultValue={v('goalRupees', String(c.goalPaise / 100))}
            error={e.goalRupees}
            required
          />
          <Field label={em.endsOn} name="endsOn" type="date" defaultValue={v('endsOn', c.endsAt ? c.endsAt.slice(0, 10) : '')} error={e.endsOn} />
        </div>
        <TextAreaField name="summary" label={em.summary} rows={3} maxLength={300} defaultValue={v('summary', c.summary)} error={e.summary} />
        <div>
          <TextAreaField name="story" label={em.story} hint={em.storyHint} rows={12} maxLength={STORY_MAX} defaultValue={v('story', c.story)} error={e.story} />
          <details className="mt-2 rounded-xl border border-line bg-stone-50 text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-accent-800">{em.formatTitle}</summary>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 pb-3">
              {em.formatRows.map(([typed, makes]) => (
                <div key={typed} className="contents">
                  <dt>
                    <code className="rounded bg-white px-1 font-mono">{typed}</code>
                  </dt>
                  <dd className="text-muted">{makes}</dd>
                </div>
              ))}
            </dl>
            <p className="px-3 pb-3 text-muted">{em.formatNote}</p>
          </details>
          {result?.preview !== undefined ? (
            <section id="story-preview" aria-labelledby="story-preview-title" className="mt-3 rounded-xl border-2 border-dashed border-accent-600 bg-white p-4">
              <h3 id="story-preview-title" className="text-sm font-semibold text-muted">
                {em.previewTitle} · {em.previewNote}
              </h3>
              <div className="prose-body mt-2" dangerouslySetInnerHTML={{ __html: result.preview }} />
            </section>
          ) : null}
        </div>
        <Field
          label={em.video}
          name="videoUrl"
          type="url"
          defaultValue={v('videoUrl', c.videoId ? `https://www.youtube.com/watch?v=${c.videoId}` : '')}
          error={e.videoUrl}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">{em.faqs}</legend>
          {Array.from({ length: FAQ_SLOTS }, (_, i) => {
            const n = i + 1;
            const faq = c.faqs[i];
            return (
              <div key={n} className="grid gap-2 rounded-xl border border-line p-3">
                <Field label={em.question(n)} name={`faq${n}q`} maxLength={300} defaultValue={v(`faq${n}q`, faq?.question ?? '')} error={e[`faq${n}`]} />
                <TextAreaField name={`faq${n}a`} label={em.answer(n)} rows={2} maxLength={2000} defaultValue={v(`faq${n}a`, faq?.answer ?? '')} />
              </div>
            );
          })}
        </fieldset>
        {/* Save first: pressing Enter in a field saves. Preview comes back to the story. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary min-h-12 w-full text-lg sm:w-auto">
            {em.save}
          </button>
          <button type="submit" name="intent" value="preview" formAction="#story-preview" className="btn-secondary min-h-12 w-full text-lg sm:w-auto">
            {em.preview}
          </button>
        </div>
      </Form>
    </section>
  );
}

function Cover({ c, error }: { c: CampaignDraft; error?: string | undefined }) {
  return (
    <section aria-labelledby="cover-title" className="card p-6">
      <h2 id="cover-title" className="text-xl font-bold">
        {em.cover}
      </h2>
      {c.image ? (
        <img src={c.image} alt={em.currentCover} width={600} height={400} className="mt-4 aspect-[3/2] w-full max-w-md rounded-xl object-cover" />
      ) : (
        <p className="mt-2 text-muted">{em.noCover}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cover" />
        <Field
          label={em.coverField}
          name="cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={em.coverHint}
          error={error}
          className="[&_input]:py-2"
        />
        <button type="submit" className="btn-quiet min-h-12">
          {em.coverSave}
        </button>
      </Form>
    </section>
  );
}

function Gallery({ c, error }: { c: CampaignDraft; error?: string | undefined }) {
  return (
    <section aria-labelledby="gallery-title" className="card p-6">
      <h2 id="gallery-title" className="text-xl font-bold">
        {em.galleryTitle}
      </h2>
      {c.gallery.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {c.gallery.map((p, i) => (
            <li key={p.jpeg} className="space-y-2">
              <img src={p.jpeg} alt={em.galleryPhoto(i + 1)} width={p.width} height={p.height} className="aspect-square w-full rounded-xl object-cover" />
              <Form method="post">
                <input type="hidden" name="intent" value="remove-photo" />
                <input type="hidden" name="photo" value={p.jpeg} />
                <button type="submit" className="btn-quiet min-h-11 w-full text-sm">
                  {em.galleryRemove(i + 1)}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {c.gallery.length < GALLERY_MAX ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="photo" />
          <Field
            label={em.galleryField}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={em.galleryHint}
            error={error}
            className="[&_input]:py-2"
          />
          <button type="submit" className="btn-quiet min-h-12">
            {em.galleryAdd}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-muted">{em.galleryFull}</p>
      )}
    </section>
  );
}

function Products({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  const v = (name: string, fallback: string) => result?.values?.[name] ?? fallback;
  return (
    <section aria-labelledby="products-title" className="card p-6">
      <h2 id="products-title" className="text-xl font-bold">
        {em.productsTitle}
      </h2>
      <p className="mt-1 text-muted">{em.productsHint}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="products" />
        {Array.from({ length: PRODUCT_SLOTS }, (_, i) => {
          const n = i + 1;
          const p = c.products[i];
          const err = e[`product${n}`];
          return (
            <fieldset
              key={`product-${n}`}
              className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_1fr]"
              aria-describedby={err ? `product${n}-error` : undefined}
            >
              <legend className="px-1 text-sm font-semibold">{em.productName(n)}</legend>
              <Field label={em.productName(n)} name={`product${n}title`} maxLength={80} defaultValue={v(`product${n}title`, p?.title ?? '')} />
              <Field
                label={em.productPrice}
                id={`f-product${n}price`}
                name={`product${n}price`}
                inputMode="numeric"
                defaultValue={v(`product${n}price`, p ? String(p.pricePaise / 100) : '')}
              />
              <Field
                label={em.productStock}
                id={`f-product${n}stock`}
                name={`product${n}stock`}
                inputMode="numeric"
                defaultValue={v(`product${n}stock`, p ? String(p.stock) : '')}
              />
              <div className="sm:col-span-3">
                <ErrorText id={`product${n}-error`} error={err} />
              </div>
            </fieldset>
          );
        })}
        <button type="submit" className="btn-quiet min-h-12">
          {em.productsSave}
        </button>
      </Form>
    </section>
  );
}

function Update({ result }: { result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  return (
    <section aria-labelledby="update-title" className="card p-6">
      <h2 id="update-title" className="text-xl font-bold">
        {em.updatesTitle}
      </h2>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="update" />
        <Field label={em.updateTitle} name="title" maxLength={120} defaultValue={result?.values?.title} error={e.title} required />
        <TextAreaField name="body" label={em.updateBody} rows={6} maxLength={5000} defaultValue={result?.values?.body ?? ''} error={e.body} />
        <button type="submit" className="btn-primary min-h-12">
          {em.postUpdate}
        </button>
      </Form>
    </section>
  );
}
