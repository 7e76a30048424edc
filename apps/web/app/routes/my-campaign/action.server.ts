// The editor's forms all post to /my-campaigns/:id; the `intent` field says which one was sent.
// Details (Save) is the default, so pressing Enter in a details field saves.
import {
  COVER_MAX_BYTES,
  campaignEditInput,
  campaignHindiInput,
  campaignProductsInput,
  campaignUpdateInput,
  contentLanguageMessages as cl,
  campaignEditorMessages as em,
  FAQ_SLOTS,
  PRODUCT_SLOTS,
  SPEND_MAX_PHOTOS,
  spendInput,
  spendingText,
} from '@sahyog/core';
import { data } from 'react-router';
import { check, expected, type FieldErrors, formObject, reshow } from '../../lib/forms.ts';
import { services } from '../../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../../lib/session.server.ts';
import type { Route } from './+types/route';
import { actorOf, idOf } from './actor.server.ts';

type Toast = { type: 'error'; message: string };
/** Which of the page's forms an answer is for: only that form shows its errors and values. */
export type FormName = 'details' | 'hindi' | 'cover' | 'photo' | 'products' | 'update' | 'spend';
export type ActionData = { form: FormName; errors: FieldErrors; values?: Record<string, string>; toast?: Toast; preview?: string };

type Post = {
  campaigner: ReturnType<typeof services>['campaigner'];
  actor: ReturnType<typeof actorOf>;
  id: number;
  fd: FormData;
  form: Record<string, string>;
  /** Back to the editor with a success toast. */
  done: (message: string) => Response;
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = actorOf(context, request);
  const id = idOf(params.id);
  const { campaigner } = services(context);
  const fd = await request.formData();
  const form = formObject(fd);
  const secure = requestInfo(context).secureCookies;
  const post: Post = { campaigner, actor, id, fd, form, done: (message) => redirectWithFlash(`/my-campaigns/${id}`, { type: 'success', message }, secure) };
  try {
    await campaigner.reach(actor, id);
    switch (form.intent) {
      case 'cover':
      case 'photo':
        return await addPhoto(post, form.intent);
      case 'remove-photo':
        return await removePhoto(post);
      case 'products':
        return await saveProducts(post);
      case 'update':
        return await postUpdate(post);
      case 'spend':
        return await proposeSpend(post, services(context));
      case 'hindi':
        return await saveHindi(post);
      case 'preview':
        return preview(post);
      default:
        return await saveDetails(post);
    }
  } catch (caught) {
    const e = expected(caught);
    // Someone else's campaign answers as one that does not exist.
    if (e.status === 404) throw new Response('Not found', { status: 404 });
    const which: FormName = (['hindi', 'cover', 'photo', 'products', 'update', 'spend'] as const).find((f) => f === form.intent) ?? 'details';
    return refuse(which, e.fields ?? { [which]: e.message }, form);
  }
}

function refuse(which: FormName, errors: FieldErrors, values?: Record<string, string>) {
  return data<ActionData>({ form: which, errors, values, toast: { type: 'error', message: Object.values(errors)[0] ?? em.notEditable } }, reshow);
}

/** The upload in `field`, or a field error when there is none. */
async function upload(fd: FormData, field: string): Promise<Uint8Array | FieldErrors> {
  const file = fd.get(field);
  if (!(file instanceof File) || file.size === 0) return { [field]: em.coverType };
  if (file.size > COVER_MAX_BYTES) return { [field]: em.coverTooLarge };
  return new Uint8Array(await file.arrayBuffer());
}

/** The cover (replaced) or a gallery photo (added). */
async function addPhoto({ campaigner, actor, id, fd, done }: Post, which: 'cover' | 'photo') {
  const bytes = await upload(fd, which);
  if (!(bytes instanceof Uint8Array)) return refuse(which, bytes);
  await (which === 'cover' ? campaigner.setCover(actor, id, bytes) : campaigner.addPhoto(actor, id, bytes));
  return done(em.saved);
}

async function removePhoto({ campaigner, actor, id, form, done }: Post) {
  await campaigner.removePhoto(actor, id, form.photo ?? '');
  return done(em.galleryRemoved);
}

async function saveProducts({ campaigner, actor, id, form, done }: Post) {
  const rows = Array.from({ length: PRODUCT_SLOTS }, (_, i) => ({
    title: form[`product${i + 1}title`] ?? '',
    priceRupees: form[`product${i + 1}price`] ?? '',
    stock: form[`product${i + 1}stock`] ?? '',
    titleHi: form[`product${i + 1}titleHi`] ?? '',
  }));
  const r = check(campaignProductsInput, rows);
  if (!r.ok) return refuse('products', r.errors, form);
  await campaigner.saveProducts(actor, id, r.data);
  return done(em.productsSaved);
}

/** A question's Hindi as the forms name it (faq1qHi, faq1aHi …). */
const faqHindiOf = (form: Record<string, string>, i: number) => ({ questionHi: form[`faq${i + 1}qHi`] ?? '', answerHi: form[`faq${i + 1}aHi`] ?? '' });

async function postUpdate({ campaigner, actor, id, form, done }: Post) {
  const r = check(campaignUpdateInput, form);
  if (!r.ok) return refuse('update', r.errors, form);
  const posted = await campaigner.postUpdate(actor, id, r.data);
  if (posted.status === 'pending') return done(posted.heldForPayment ? em.updateHeldForPayment : em.updatePending);
  return done(posted.emailed ? em.updatePosted : em.updateNotEmailed);
}

/** The story as its page would show it, and the form as typed: nothing is saved. */
function preview({ campaigner, form }: Post) {
  return data<ActionData>({ form: 'details', errors: {}, values: form, preview: campaigner.preview(form.story ?? '') });
}

async function saveDetails({ campaigner, actor, id, form, done }: Post) {
  const faqs = Array.from({ length: FAQ_SLOTS }, (_, i) => ({
    question: form[`faq${i + 1}q`] ?? '',
    answer: form[`faq${i + 1}a`] ?? '',
    ...faqHindiOf(form, i),
  }));
  const r = check(campaignEditInput, { ...form, faqs });
  if (!r.ok) return refuse('details', r.errors, form);
  await campaigner.save(actor, id, r.data);
  return done(em.saved);
}

/** A live campaign's Hindi alone (staff; issue 23): the same checks as in the details form. */
async function saveHindi({ campaigner, actor, id, form, done }: Post) {
  const r = check(campaignHindiInput, {
    ...form,
    faqs: Array.from({ length: FAQ_SLOTS }, (_, i) => faqHindiOf(form, i)),
    // The items' Hindi names by place (issue 39), as the form names them (item1Hi …).
    items: Array.from({ length: PRODUCT_SLOTS }, (_, i) => ({ titleHi: form[`item${i + 1}Hi`] ?? '' })),
  });
  if (!r.ok) return refuse('hindi', r.errors, form);
  await campaigner.saveHindi(actor, id, r.data);
  return done(cl.hindiSaved);
}

/** A payment its campaigner made, sent to staff for checking (issue 26). */
async function proposeSpend({ actor, id, fd, form, done }: Post, svc: ReturnType<typeof services>) {
  const r = check(spendInput, form);
  if (!r.ok) return refuse('spend', r.errors, form);
  const files = (name: string) => fd.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
  const [bill] = files('bill');
  const photos = files('photos');
  if (photos.length > SPEND_MAX_PHOTOS) return refuse('spend', { photos: spendingText.tooManyPhotos }, form);
  await svc.spending.propose(actor, String(id), r.data, {
    bill: bill ? new Uint8Array(await bill.arrayBuffer()) : null,
    photos: await Promise.all(photos.map(async (f) => new Uint8Array(await f.arrayBuffer()))),
  });
  return done(bill ? spendingText.proposed : spendingText.proposedNoBill);
}
