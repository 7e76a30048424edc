// The home page's lists in the console (issue 11): team, testimonials and featured-in logos, one
// tab each. Add one with its photo; change its words or order; remove it. Plain forms. A banner's,
// a team member's and a testimonial's words have their optional Hindi beside them (issue 39).
import { CONTENT_LISTS, type ContentList, type ContentListItem, contentListMessages as cl, contentLanguageMessages as ll, STAFF_ROLES } from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, MobileField, TextAreaField } from '../components/Field.tsx';
import { expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-content';

// Banners, team, testimonials and logos carry photos (decision 0043).
export const handle: RouteHandle = { body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: cl.pageTitle }, { name: 'robots', content: 'noindex' }];

const isKind = (v: string): v is ContentList => (CONTENT_LISTS as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const asked = new URL(request.url).searchParams.get('list') ?? '';
  const kind: ContentList = isKind(asked) ? asked : CONTENT_LISTS[0];
  return { kind, items: await services(context).lists.list(kind) };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const fd = await request.formData();
  const form = formObject(fd);
  const kind = form.kind ?? '';
  if (!isKind(kind)) throw data(cl.notFound, { status: 404 });
  const { lists } = services(context);
  const back = (message: string) => redirectWithFlash(`/admin/content?list=${kind}`, { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    if (form.intent === 'remove') return back(cl.removed((await lists.remove(kind, Number(form.id), user.id)).name));
    if (form.intent === 'add') {
      const file = fd.get('photo');
      if (!(file instanceof File) || file.size === 0)
        return data<ActionData>({ errors: { photo: cl.photoRequired }, values: form, toast: { type: 'error', message: cl.photoRequired } }, reshow);
      return back(cl.saved((await lists.create(kind, form, new Uint8Array(await file.arrayBuffer()), user.id)).name));
    }
    return back(cl.saved((await lists.update(kind, Number(form.id), form, user.id)).name));
  } catch (caught) {
    const e = expected(caught);
    return data<ActionData>({ errors: (e.fields ?? {}) as FieldErrors, values: form, toast: { type: 'error', message: e.message } }, reshow);
  }
}

/** The words of one item for its list; `prefix` keeps ids unique across the page's forms. */
function Words({
  kind,
  item,
  values,
  errors,
  prefix,
}: {
  kind: ContentList;
  item?: ContentListItem;
  values: Record<string, string>;
  errors: FieldErrors;
  prefix: string;
}) {
  const v = (k: keyof ContentListItem) => values[k] ?? (item ? String(item[k] ?? '') : '');
  const id = (k: string) => `${prefix}-${k}`;
  return (
    <>
      {kind === 'sliders' ? <Field id={id('page')} label={cl.page} name="page" maxLength={40} defaultValue={v('page') || 'home'} error={errors.page} /> : null}
      <Field id={id('name')} label={kind === 'sliders' ? cl.title : cl.name} name="name" maxLength={150} defaultValue={v('name')} error={errors.name} />
      {kind === 'sliders' ? (
        <>
          <Field id={id('subtitle')} label={cl.subtitle} name="subtitle" maxLength={200} defaultValue={v('subtitle')} error={errors.subtitle} />
          <Field id={id('linkUrl')} label={cl.linkUrl} name="linkUrl" maxLength={300} defaultValue={v('linkUrl')} error={errors.linkUrl} />
          <Field id={id('linkLabel')} label={cl.linkLabel} name="linkLabel" maxLength={60} defaultValue={v('linkLabel')} error={errors.linkLabel} />
        </>
      ) : null}
      {kind === 'team' ? (
        <>
          <Field id={id('role')} label={cl.role} name="role" maxLength={100} defaultValue={v('role')} error={errors.role} />
          <MobileField id={id('mobile')} label={cl.mobile} name="mobile" required={false} defaultValue={v('mobile')} error={errors.mobile} />
        </>
      ) : null}
      {kind === 'testimonials' ? (
        <>
          <Field id={id('place')} label={cl.place} name="place" maxLength={100} defaultValue={v('place')} error={errors.place} />
          <TextAreaField
            id={id('quote')}
            className="sm:col-span-2"
            label={cl.quote}
            name="quote"
            rows={3}
            maxLength={600}
            defaultValue={v('quote')}
            error={errors.quote}
          />
        </>
      ) : null}
      <Field id={id('sort')} label={cl.order} name="sort" inputMode="numeric" maxLength={4} defaultValue={v('sort') || '0'} error={errors.sort} />
      {kind === 'logos' ? null : <HindiWords kind={kind} v={v} id={id} errors={errors} />}
    </>
  );
}

/** The item's words in Hindi: optional; /hi pages show them when every English word has its Hindi. */
function HindiWords({
  kind,
  v,
  id,
  errors,
}: {
  kind: Exclude<ContentList, 'logos'>;
  v: (k: keyof ContentListItem) => string;
  id: (k: string) => string;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{ll.hindiTitle}</legend>
      <p className="text-sm text-muted sm:col-span-2">{ll.hindiLead}</p>
      {kind === 'sliders' ? (
        <>
          <Field id={id('nameHi')} label={ll.titleHi} name="nameHi" lang="hi" maxLength={150} defaultValue={v('nameHi')} error={errors.nameHi} />
          <Field
            id={id('subtitleHi')}
            label={ll.subtitleHi}
            name="subtitleHi"
            lang="hi"
            maxLength={200}
            defaultValue={v('subtitleHi')}
            error={errors.subtitleHi}
          />
          <Field
            id={id('linkLabelHi')}
            label={ll.linkLabelHi}
            name="linkLabelHi"
            lang="hi"
            maxLength={60}
            defaultValue={v('linkLabelHi')}
            error={errors.linkLabelHi}
          />
        </>
      ) : null}
      {kind === 'team' ? (
        <Field id={id('roleHi')} label={ll.roleHi} name="roleHi" lang="hi" maxLength={100} defaultValue={v('roleHi')} error={errors.roleHi} />
      ) : null}
      {kind === 'testimonials' ? (
        <>
          <Field id={id('placeHi')} label={ll.placeHi} name="placeHi" lang="hi" maxLength={100} defaultValue={v('placeHi')} error={errors.placeHi} />
          <TextAreaField
            id={id('quoteHi')}
            className="sm:col-span-2"
            label={ll.quoteHi}
            name="quoteHi"
            lang="hi"
            rows={3}
            maxLength={600}
            defaultValue={v('quoteHi')}
            error={errors.quoteHi}
          />
        </>
      ) : null}
    </fieldset>
  );
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  const result = actionData as ActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const adding = result?.values.intent === 'add';
  return (
    <>
      <ConsoleHeader title={cl.pageTitle} lead={cl.lead} toast={result?.toast} />
      <nav aria-label={cl.pageTitle} className="mt-6 flex flex-wrap gap-2">
        {CONTENT_LISTS.map((k) => (
          <Link
            key={k}
            to={`?list=${k}`}
            aria-current={k === kind ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold no-underline aria-[current=page]:border-accent-700 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
          >
            {cl.tabs[k]}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="add-title" className="card mt-6 p-5">
        <h2 id="add-title" className="text-xl font-semibold">{`${cl.add}: ${cl.tabs[kind]}`}</h2>
        {/* Keyed by the list: once an item is added the form starts empty, so it cannot be added twice. */}
        <Form
          key={`${kind}:${items.map((i) => i.id).join()}`}
          method="post"
          encType="multipart/form-data"
          noValidate
          autoComplete="off"
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="intent" value="add" />
          <Words kind={kind} values={adding ? (result?.values ?? {}) : {}} errors={adding ? (result?.errors ?? {}) : {}} prefix="add" />
          <Field
            id="add-photo"
            className="sm:col-span-2"
            label={cl.photo}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            error={adding ? result?.errors.photo : undefined}
          />
          <div>
            <button type="submit" disabled={busy} className="btn-primary min-h-12">
              {cl.add}
            </button>
          </div>
        </Form>
      </section>

      <ul className="mt-6 space-y-4">
        {items.length === 0 ? <li className="text-muted">{cl.none}</li> : null}
        {items.map((it) => {
          const mine = !adding && result?.values.id === String(it.id);
          return (
            // Keyed by list and id: team member 1 and banner 1 are different rows, and a kept
            // field would save one's words over the other's after switching tabs.
            <li key={`${kind}:${it.id}`} className="card flex flex-col gap-4 p-5 sm:flex-row">
              <img src={it.image} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-xl bg-accent-50 object-contain" />
              <div className="min-w-0 flex-1">
                <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
                  <input type="hidden" name="kind" value={kind} />
                  <input type="hidden" name="id" value={it.id} />
                  <Words
                    kind={kind}
                    item={it}
                    values={mine ? (result?.values ?? {}) : {}}
                    errors={mine ? (result?.errors ?? {}) : {}}
                    prefix={`item-${it.id}`}
                  />
                  <div className="sm:col-span-2">
                    <button type="submit" aria-label={`${cl.save}: ${it.name}`} disabled={busy} className="btn-secondary min-h-11">
                      {cl.save}
                    </button>
                  </div>
                </Form>
                {/* Removing asks a second press; it works the same without JavaScript. */}
                <details className="mt-3">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">{cl.remove}</summary>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="kind" value={kind} />
                    <input type="hidden" name="id" value={it.id} />
                    <button type="submit" name="intent" value="remove" disabled={busy} className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">
                      {cl.removeConfirm(it.name)}
                    </button>
                  </Form>
                </details>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
