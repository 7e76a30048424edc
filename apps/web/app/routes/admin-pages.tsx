// Site pages in the console (issue 11): the About page and the four policies, one at a time.
// The text is HTML; the server keeps headings, paragraphs, lists, emphasis and links and removes
// the rest when it saves. A plain form.
import { contentLanguageMessages as cl, formatDate, pageInput, pageMessages as pm, STAFF_ROLES, staffText } from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-pages';

export const meta: Route.MetaFunction = () => [{ title: pm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { content } = services(context);
  const pages = await content.pages();
  const asked = new URL(request.url).searchParams.get('slug') ?? '';
  const slug = pages.some((p) => p.slug === asked) ? asked : (pages[0]?.slug ?? '');
  const page = slug ? await content.pageForEditing(slug) : null;
  return { pages, page };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const slug = form.slug ?? '';
  const r = check(pageInput, form);
  if (!r.ok) return data({ errors: r.errors, values: form, toast: { type: 'error' as const, message: Object.values(r.errors)[0] ?? pm.notFound } }, reshow);
  try {
    const saved = await services(context).content.savePage(slug, r.data, user.id);
    return redirectWithFlash(
      `/admin/pages?slug=${encodeURIComponent(slug)}`,
      { type: 'success', message: pm.saved(saved.title) },
      requestInfo(context).secureCookies,
    );
  } catch (caught) {
    const e = expected(caught);
    return data({ errors: (e.fields ?? {}) as FieldErrors, values: form, toast: { type: 'error' as const, message: e.message } }, reshow);
  }
}

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, page } = loaderData;
  const values = actionData?.values ?? {};
  const errors: FieldErrors = actionData?.errors ?? {};
  const busy = useNavigation().state === 'submitting';
  const current = pages.find((p) => p.slug === page?.slug);
  return (
    <>
      <ConsoleHeader title={pm.pageTitle} lead={pm.lead} toast={actionData?.toast} />
      <nav aria-label={pm.choose} className="mt-6 flex flex-wrap gap-2">
        {pages.map((p) => (
          <Link
            key={p.slug}
            to={`?slug=${p.slug}`}
            aria-current={p.slug === page?.slug ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold no-underline aria-[current=page]:border-accent-700 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
          >
            {p.title}
          </Link>
        ))}
      </nav>
      {page ? (
        <Form method="post" noValidate className="card mt-6 space-y-5 p-5 sm:p-6" key={page.slug}>
          <input type="hidden" name="slug" value={page.slug} />
          <Field label={pm.title} name="title" maxLength={150} defaultValue={values.title ?? page.title} error={errors.title} />
          <TextAreaField
            label={pm.body}
            name="bodyHtml"
            rows={18}
            className="font-mono [&_textarea]:text-sm"
            defaultValue={values.bodyHtml ?? page.bodyHtml}
            error={errors.bodyHtml}
            hint={current ? staffText.lastSaved(formatDate(current.updatedAt)) : undefined}
          />
          {/* The Hindi beside the English (issue 23): optional, sanitized by the same rules. */}
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold">{cl.hindiTitle}</legend>
            <p className="text-sm text-muted">{cl.hindiLead}</p>
            <Field label={cl.titleHi} name="titleHi" lang="hi" maxLength={150} defaultValue={values.titleHi ?? page.titleHi} error={errors.titleHi} />
            <TextAreaField
              label={cl.bodyHi}
              name="bodyHtmlHi"
              lang="hi"
              rows={18}
              className="font-mono [&_textarea]:text-sm"
              defaultValue={values.bodyHtmlHi ?? page.bodyHtmlHi}
              error={errors.bodyHtmlHi}
            />
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={busy} className="btn-primary min-h-12">
              {pm.save}
            </button>
            <a href={`/${page.slug}`} className="font-semibold">
              {pm.view}
            </a>
          </div>
        </Form>
      ) : null}
    </>
  );
}
