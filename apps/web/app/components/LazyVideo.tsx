// The video is a thumbnail button until clicked: no third-party request on page load.
import { useState } from 'react';
import { PlayIcon } from './Icons.tsx';

export function LazyVideo({ videoId, title, poster }: { videoId: string; title: string; poster: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-2xl"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-stone-200"
      aria-label={`Play video: ${title}`}
    >
      <img src={poster} alt="" width={1200} height={675} loading="lazy" className="h-full w-full object-cover" />
      <span className="absolute inset-0 bg-stone-950/30 transition-colors group-hover:bg-stone-950/40" />
      <span className="absolute left-1/2 top-1/2 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-accent-800 shadow-lg">
        <PlayIcon width={32} height={32} />
      </span>
    </button>
  );
}
