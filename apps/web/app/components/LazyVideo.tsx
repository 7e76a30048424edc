// The video is a thumbnail button until clicked: no third-party request on page load.
import { useState } from 'react';
import { PlayIcon } from './Icons.tsx';

export function LazyVideo({ videoId, title }: { videoId: string; title: string }) {
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
  // A compact row rather than a second copy of the campaign photo; nothing loads until a click.
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex w-full items-center gap-4 rounded-2xl border border-line bg-white p-4 text-left hover:border-accent-700"
    >
      <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white transition-transform group-hover:scale-105">
        <PlayIcon width={28} height={28} />
      </span>
      <span className="min-w-0">
        <span className="block text-base font-semibold">
          Watch the story<span className="sr-only">: {title}</span>
        </span>
        <span className="block text-sm text-muted">Plays from YouTube when you press play</span>
      </span>
    </button>
  );
}
