// Student videos (issue 42): only those published by staff, a child's only with the guardian's
// recorded consent; each a thumbnail until pressed (no YouTube, no cookie before that).
import { learningText as lt } from '@sahyog/core';
import { data } from 'react-router';
import { LazyVideo } from '../components/LazyVideo.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/learn-videos';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: lt.studentVideos, description: lt.studentVideosLead });

export async function loader({ context }: Route.LoaderArgs) {
  return data({ videos: await services(context).learning.studentVideos() }, { headers: publicPageHeaders() });
}

export default function LearnVideos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <p className="text-sm">
        <Link to="/learn" className="inline-flex min-h-11 items-center">
          {lt.allCourses}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{lt.studentVideos}</h1>
      <p className="text-muted">{lt.studentVideosLead}</p>
      {videos.length === 0 ? (
        <p className="card p-6 text-center font-semibold">{lt.noStudentVideos}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {videos.map((v) => (
            <li key={v.id} className="space-y-2">
              <LazyVideo videoId={v.youtubeId} label={v.title} hint={lt.videoHint} title={v.title} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
