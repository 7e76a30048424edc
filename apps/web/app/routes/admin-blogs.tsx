// Blog posts in the console (issue 11): the list, a new post (a draft), and one post's form with
// its cover. The text is HTML, sanitized by the server on save; a post needs a cover to be
// published. Plain forms.
import {
  BLOG_STATUSES,
  type BlogAdminView,
  blogInput,
  blogMessages as bm,
  contentLanguageMessages as cl,
  formatDate,
  STAFF_ROLES,
  staffText,
} from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-blogs';

export const meta: Route.MetaFunction = () => [{ title: bm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { blogs } = services(context);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('id') ?? '');
  const editing = Number.isSafeInteger(id) && id > 0 ? await blogs.get(id).catch(() => null) : null;
  return { posts: await blogs.list(), editing, creating: url.searchParams.has('new') };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const { blogs } = services(context);
  const secure = requestInfo(context).secureCookies;
  const fd = await request.formData();
  const form = formObject(fd);
  const fail = (errors: FieldErrors, message: string) => data<ActionData>({ errors, values: form, toast: { type: 'error', message } }, reshow);
  try {
    if (form.intent === 'cover') {
      const file = fd.get('cover');
      if (!(file instanceof File) || file.size === 0) return fail({ cover: bm.coverType }, bm.coverType);
      const post = await blogs.setCover(Number(form.id), new Uint8Array(await file.arrayBuffer()), user.id);
      return redirectWithFlash(`/admin/blogs?id=${post.id}`, { type: 'success', message: bm.coverSaved }, secure);
    }
    const r = check(blogInput, form);
    if (!r.ok) return fail(r.errors, Object.values(r.errors)[0] ?? bm.bodyRequired);
    const post = form.id ? await blogs.update(Number(form.id), r.data, user.id) : await blogs.create(r.data, user.id);
    return redirectWithFlash(`/admin/blogs?id=${post.id}`, { type: 'success', message: bm.saved(post.title) }, secure);
  } catch (caught) {
    const e = expected(caught);
    return fail((e.fields ?? {}) as FieldErrors, e.message);
  }
}

function PostForm({ post, result }: { post: BlogAdminView | null; result: ActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const v = (k: keyof BlogAdminView) => values[k] ?? (post ? String(post[k]) : '');
  return (
    <section aria-labelledby="post-title" className="card mt-6 space-y-6 p-5 sm:p-6">
      <h2 id="post-title" className="text-xl font-semibold">
        {post ? post.title : bm.newPost}
      </h2>
      {/* Keyed by the post: opening another post must not keep this one's words in the fields. */}
      <Form key={post?.id ?? 'new'} method="post" noValidate className="space-y-5">
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        <Field label={bm.title} name="title" maxLength={150} defaultValue={v('title')} error={errors.title} />
        <Field label={bm.excerpt} name="excerpt" maxLength={300} defaultValue={v('excerpt')} error={errors.excerpt} />
        <Field label={bm.author} name="author" maxLength={100} defaultValue={v('author')} error={errors.author} />
        <TextAreaField
          label={bm.body}
          name="bodyHtml"
          rows={14}
          className="font-mono [&_textarea]:text-sm"
          defaultValue={v('bodyHtml')}
          error={errors.bodyHtml}
        />
        {/* The Hindi beside the English (issue 23): optional, sanitized by the same rules. */}
        <fieldset className="space-y-4 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold">{cl.hindiTitle}</legend>
          <p className="text-sm text-muted">{cl.hindiLead}</p>
          <Field label={cl.titleHi} name="titleHi" lang="hi" maxLength={150} defaultValue={v('titleHi')} error={errors.titleHi} />
          <Field label={cl.excerptHi} name="excerptHi" lang="hi" maxLength={300} defaultValue={v('excerptHi')} error={errors.excerptHi} />
          <TextAreaField
            label={cl.bodyHi}
            name="bodyHtmlHi"
            lang="hi"
            rows={14}
            className="font-mono [&_textarea]:text-sm"
            defaultValue={v('bodyHtmlHi')}
            error={errors.bodyHtmlHi}
          />
        </fieldset>
        <SelectField label={bm.status} name="status" defaultValue={values.status ?? post?.status ?? 'draft'} error={errors.status}>
          {BLOG_STATUSES.map((st) => (
            <option key={st} value={st}>
              {bm.statuses[st]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={busy} className="btn-primary min-h-12">
            {bm.save}
          </button>
          {post?.status === 'published' ? (
            <a href={`/blog/${post.slug}`} className="font-semibold">
              {bm.view}
            </a>
          ) : null}
        </div>
      </Form>
      {post ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4 border-t border-line pt-5">
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="intent" value="cover" />
          <img src={post.image} alt="" width={240} height={126} className="h-[126px] w-[240px] rounded-xl bg-accent-50 object-cover" />
          <Field className="w-full sm:w-96" label={bm.cover} name="cover" type="file" accept="image/jpeg,image/png,image/webp" error={errors.cover} />
          <button type="submit" disabled={busy} className="btn-secondary min-h-12">
            {bm.coverSave}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, editing, creating } = loaderData;
  const result = actionData as ActionData | undefined;
  return (
    <>
      <ConsoleHeader title={bm.pageTitle} lead={bm.lead} toast={result?.toast}>
        <Link to="?new" className="btn-primary min-h-11">
          {bm.newPost}
        </Link>
      </ConsoleHeader>
      {editing || creating || result ? <PostForm post={editing} result={result} /> : null}
      <div className="mt-6">
        <DataTable<BlogAdminView>
          caption={staffText.blogs.count(posts.length)}
          rows={posts}
          rowKey={(p) => p.id}
          empty={bm.none}
          columns={[
            { header: bm.title, cell: (p) => <span className="font-medium">{p.title}</span> },
            { header: bm.status, cell: (p) => <span data-status={p.status}>{bm.statuses[p.status]}</span> },
            { header: staffText.blogs.changed, cell: (p) => formatDate(p.updatedAt) },
            {
              header: staffText.blogs.action,
              cell: (p) => (
                <Link to={`?id=${p.id}`} aria-label={`${bm.edit}: ${p.title}`} className="font-semibold">
                  {bm.edit}
                </Link>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
