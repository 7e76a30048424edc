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
  // A calm panel rather than a second copy of the campaign photo; nothing loads until a click.
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-accent-800 to-stone-900 p-6 text-white"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-white text-accent-800 shadow-lg transition-transform group-hover:scale-105">
        <PlayIcon width={32} height={32} />
      </span>
      <span className="max-w-md text-center text-base font-semibold sm:text-lg">
        Watch the story<span className="sr-only">: {title}</span>
      </span>
      <span className="text-sm text-white/90">Plays from YouTube when you press play</span>
    </button>
  );
}
