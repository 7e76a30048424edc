// The product page's forms all post to /seller/products/:id; `intent` says which one was sent.
import { PRODUCT_IMAGE_MAX_BYTES, packageItemsInput, productMessages as pm, productInput, sellerMessages as sm, variantInput } from '@sahyog/core';
import { data } from 'react-router';
import { check, expected, type FieldErrors, formObject, reshow } from '../../lib/forms.ts';
import { redirect } from '../../lib/links.tsx';
import { services } from '../../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/route';
import { productFields, variantFields } from './form.server.ts';

/** Which form an answer is for: only that form shows its errors and values. */
export type FormName = 'details' | 'photo' | 'variant' | 'package' | 'status';
export type ActionData = { form: FormName; key?: string; errors: FieldErrors; values?: Record<string, string>; toast: { type: 'error'; message: string } };

export const idOf = (raw: string | undefined) => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return n;
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const id = idOf(params.id);
  const seller = services(context).products.seller;
  const fd = await request.formData();
  const form = formObject(fd);
  const secure = requestInfo(context).secureCookies;
  const done = (message: string, to = `/seller/products/${id}`) => redirectWithFlash(to, { type: 'success', message }, secure);
  const which: FormName =
    form.intent === 'photo' || form.intent === 'photo-first' || form.intent === 'photo-remove'
      ? 'photo'
      : form.intent?.startsWith('variant')
        ? 'variant'
        : form.intent === 'package'
          ? 'package'
          : form.intent === 'details'
            ? 'details'
            : 'status';
  const refuse = (errors: FieldErrors, message?: string) =>
    data<ActionData>(
      {
        form: which,
        key: form.variantId ?? 'new',
        errors,
        values: form,
        toast: { type: 'error', message: message ?? Object.values(errors)[0] ?? sm.editTitle },
      },
      reshow,
    );
  try {
    switch (form.intent) {
      case 'details': {
        const r = check(productInput, productFields(form));
        if (!r.ok) return refuse(r.errors);
        await seller.update(user.id, id, r.data);
        return done(sm.saved);
      }
      case 'photo': {
        const file = fd.get('photo');
        if (!(file instanceof File) || file.size === 0) return refuse({ photo: pm.imageType });
        if (file.size > PRODUCT_IMAGE_MAX_BYTES) return refuse({ photo: pm.imageTooLarge });
        await seller.addImage(user.id, id, new Uint8Array(await file.arrayBuffer()), 'photo');
        return done(sm.photoAdded);
      }
      case 'photo-first':
      case 'photo-remove': {
        const p = await seller.get(user.id, id);
        const urls = p.images.map((i) => i.jpeg);
        const order = form.intent === 'photo-first' ? [form.photo ?? '', ...urls.filter((u) => u !== form.photo)] : urls.filter((u) => u !== form.photo);
        await seller.setImages(user.id, id, order);
        return done(form.intent === 'photo-first' ? sm.photoMoved : sm.photoRemoved);
      }
      case 'variant-add':
      case 'variant-save': {
        const r = check(variantInput, variantFields(form));
        if (!r.ok) return refuse(r.errors);
        if (form.intent === 'variant-add') {
          await seller.addVariant(user.id, id, r.data);
          return done(sm.variantAdded);
        }
        await seller.updateVariant(user.id, id, idOf(form.variantId), r.data);
        return done(sm.variantSaved);
      }
      case 'variant-remove':
        await seller.removeVariant(user.id, id, idOf(form.variantId));
        return done(sm.variantRemoved);
      case 'package': {
        const items = Object.entries(form)
          .filter(([k, v]) => k.startsWith('qty-') && v.trim() !== '' && v.trim() !== '0')
          .map(([k, v]) => ({ variantId: Number(k.slice(4)), quantity: Number(v) }));
        const r = check(packageItemsInput, { items });
        if (!r.ok) return refuse({ items: pm.packageItemsInvalid });
        await seller.setPackageItems(user.id, id, r.data);
        return done(sm.packageSaved);
      }
      case 'publish':
        await seller.publish(user.id, id);
        return done(sm.published);
      case 'copy': {
        const copy = await seller.copy(user.id, id);
        return done(sm.copied, `/seller/products/${copy.id}`);
      }
      case 'archive':
        await seller.archive(user.id, id);
        return done(sm.archived);
      default:
        return refuse({}, sm.editTitle);
    }
  } catch (caught) {
    const e = expected(caught);
    // Another shop's product answers as one that does not exist; no shop goes to the dashboard.
    if (e.status === 404 && which !== 'variant') throw new Response('Not found', { status: 404 });
    if (e.status === 403) throw redirect('/seller');
    return refuse(e.fields ?? {}, e.message);
  }
}
