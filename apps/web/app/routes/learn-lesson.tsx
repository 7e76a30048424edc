// One lesson (issue 42). An article counts as read only when the learner presses "mark it
// complete" at its end (a POST form: works without JavaScript). A video is our thumbnail
// (LazyVideo, as the campaign page) until pressed; then a small inline script puts in the
// youtube-nocookie player, resumes at the saved place and posts the position every few seconds;
// the server alone decides when it is complete (90 % of the length it knows, watched).
import { learnPath, learningText as lt } from '@sahyog/core';
import { useContext } from 'react';
import { data } from 'react-router';
import { LazyVideo } from '../components/LazyVideo.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Form, Link } from '../lib/links.tsx';
import { ScriptNonce } from '../lib/script-nonce.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/learn-lesson';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => seo({ title: d?.lesson.title ?? lt.title, description: d?.lesson.courseTitle ?? lt.lead });

const lessonIdOf = (raw: string | undefined) => {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  if (!id) throw data(lt.title, { status: 404 });
  return id;
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const lesson = await services(context).learning.lesson(params.course, lessonIdOf(params.lesson), viewer?.user.id ?? null);
  if (!lesson) throw data(lt.title, { status: 404 });
  return data({ lesson }, { headers: viewer ? { 'cache-control': 'no-store' } : publicPageHeaders() });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const id = lessonIdOf(params.lesson);
  await services(context).learning.markRead(user.id, id);
  return redirectWithFlash(learnPath(params.course, id), { type: 'success', message: lt.marked }, requestInfo(context).secureCookies);
}

/** Swaps the thumbnail for the no-cookie player on a click, and reports where the learner is. */
const videoScript = (lessonId: number, start: number) =>
  `(function(){var w=document.querySelector('[data-lesson-video]');if(!w)return;var a=w.querySelector('a');if(!a)return;a.addEventListener('click',function(e){if(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();var f=document.createElement('iframe');f.className='aspect-video w-full rounded-2xl bg-black';f.title=w.getAttribute('data-title')||'';f.allow='autoplay; encrypted-media; picture-in-picture';f.allowFullscreen=true;f.src='https://www.youtube-nocookie.com/embed/'+encodeURIComponent(w.getAttribute('data-id'))+'?enablejsapi=1&autoplay=1&rel=0&start=${start}&origin='+encodeURIComponent(location.origin);w.replaceChildren(f);f.focus();var at=${start},sent=-1;f.addEventListener('load',function(){f.contentWindow.postMessage(JSON.stringify({event:'listening',id:1,channel:'widget'}),'https://www.youtube-nocookie.com')});window.addEventListener('message',function(m){if(m.origin!=='https://www.youtube-nocookie.com'||typeof m.data!=='string')return;try{var d=JSON.parse(m.data);if(d.info&&typeof d.info.currentTime==='number')at=Math.floor(d.info.currentTime)}catch(x){}});setInterval(function(){if(at===sent)return;sent=at;fetch('/api/v1/learn/lessons/${lessonId}/position',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify({position:at})}).catch(function(){})},10000)})})()`;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export default function LearnLesson({ loaderData }: Route.ComponentProps) {
  const { lesson: l } = loaderData;
  const nonce = useContext(ScriptNonce);
  const p = l.progress;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <p className="text-sm">
        <Link to={learnPath(l.courseSlug)} className="inline-flex min-h-11 items-center">
          {lt.backToCourse}: {l.courseTitle}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{l.title}</h1>
      {l.kind === 'article' ? (
        // Sanitised on save by the server (the campaign story's allow-list).
        <div className="prose max-w-none wrap-anywhere" dangerouslySetInnerHTML={{ __html: l.html }} />
      ) : l.youtubeId ? (
        <>
          <div data-lesson-video data-id={l.youtubeId} data-title={l.title}>
            <LazyVideo videoId={l.youtubeId} label={lt.watchVideo} hint={lt.videoHint} title={l.title} />
          </div>
          {p && p.positionSeconds > 0 && !p.complete ? <p>{lt.resumeAt(clock(p.positionSeconds))}</p> : null}
          {p ? <p className="text-sm text-muted">{lt.videoProgressNote}</p> : null}
          {p ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: videoScript(l.id, p.complete ? 0 : p.positionSeconds) }} /> : null}
        </>
      ) : null}
      {p === null ? (
        <p className="rounded-xl border border-line bg-stone-50 p-4">
          {lt.signInToTrack}{' '}
          <Link to={`/login?redirect=${encodeURIComponent(learnPath(l.courseSlug, l.id))}`} className="font-semibold">
            {lt.signIn}
          </Link>
        </p>
      ) : p.complete ? (
        <p role="status" className="font-semibold">
          ✓ {lt.alreadyComplete}
        </p>
      ) : l.kind === 'article' ? (
        <Form method="post">
          <button type="submit" className="btn-primary min-h-11">
            {lt.markRead}
          </button>
        </Form>
      ) : null}
      <p>
        {l.next ? (
          <Link to={learnPath(l.courseSlug, l.next.id)} className="btn-secondary min-h-11">
            {lt.nextLesson}: {l.next.title}
          </Link>
        ) : (
          <Link to={learnPath(l.courseSlug)} className="btn-secondary min-h-11">
            {lt.backToCourse}
          </Link>
        )}
      </p>
    </div>
  );
}
