// The poster's form posts (issue 43), shared by the shop's /seller/jobs pages and staff's
// /admin/jobs pages: a new post, and on one post moving an applicant, a message, closing or
// marking it filled. Who the poster is comes from the page (staff or shop), never the form.
import { type CareerPoster, careerMessageInput, careerMoveInput, careerPostInput, type Flash, careerMessages as km, careerText as kt } from '@sahyog/core';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { check, expected, type FieldErrors, reshow } from './forms.ts';
import { services } from './services.server.ts';
import { redirectWithFlash, requestInfo } from './session.server.ts';

export type PosterActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

const fail = (errors: FieldErrors, values: Record<string, string>) =>
  data<PosterActionData>({ errors, values, toast: { type: 'error', message: Object.values(errors)[0] ?? kt.newPost } }, reshow);

/** A new post; on success to its applicants' page. */
export async function createPost(context: Readonly<RouterContextProvider>, poster: CareerPoster, form: Record<string, string>, base: string) {
  const r = check(careerPostInput, form);
  if (!r.ok) return fail(r.errors, form);
  try {
    const made = await services(context).careers.create(poster, r.data);
    const flash: Flash = { type: 'success', message: made.state === 'held' ? kt.postedHeld : kt.posted };
    return redirectWithFlash(`${base}/${made.id}`, flash, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { title: e.message }, form);
  }
}

/** Move, message, close or fill, on one of the poster's posts; back to the same page. */
export async function actOnPost(context: Readonly<RouterContextProvider>, poster: CareerPoster, postId: number, form: Record<string, string>, here: string) {
  const { careers } = services(context);
  const secure = requestInfo(context).secureCookies;
  const application = Number(form.application);
  // A hand-made form's id that is no row id is no application of theirs.
  const known = Number.isSafeInteger(application) && application > 0 && application <= 2_147_483_647;
  if ((form.intent === 'move' || form.intent === 'message') && !known) return fail({ body: km.applicationNotFound }, form);
  try {
    if (form.intent === 'move') {
      const r = check(careerMoveInput, form);
      if (!r.ok) return fail(r.errors, form);
      await careers.move(poster, application, r.data.state);
      return redirectWithFlash(here, { type: 'success', message: kt.moved }, secure);
    }
    if (form.intent === 'message') {
      const r = check(careerMessageInput, form);
      if (!r.ok) return fail(r.errors, form);
      const sent = await careers.message(poster, application, r.data.body);
      return redirectWithFlash(here, { type: 'success', message: sent.state === 'held' ? kt.sentHeld : kt.sent }, secure);
    }
    if (form.intent === 'filled' || form.intent === 'close') {
      await careers.closePost(poster, postId, form.intent === 'filled');
      return redirectWithFlash(here, { type: 'success', message: kt.postClosedDone }, secure);
    }
    return fail({ intent: km.stateRequired }, form);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { body: e.message }, form);
  }
}
