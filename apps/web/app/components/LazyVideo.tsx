// A video is a thumbnail until pressed, then the YouTube player: nothing is asked of YouTube
// (no script, no cookie, no thumbnail from its image host) before the donor chooses to watch.
// The thumbnail is a link to the video's page on YouTube, so a tap before the page's script has
// run (or without JavaScript) still plays it there (issue 39); once hydrated, the tap opens the
// player in place instead.
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from './Icons.tsx';

export function LazyVideo({
  videoId,
  label,
  hint,
  title,
  poster,
}: {
  videoId: string;
  /** What the thumbnail says ("Watch the story"). */
  label: string;
  hint: string;
  /** The video's name for the player and for screen readers (the campaign title). */
  title: string;
  /** Our own picture for the thumbnail; without one it is drawn. */
  poster?: string | undefined;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the keyboard was on is gone: the player takes the focus, so Tab continues there.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={frame}
        className="aspect-video w-full rounded-2xl bg-black"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      onClick={(e) => {
        // A modified click (new tab, new window) goes to YouTube as a link does.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-accent-800 text-left text-white no-underline"
    >
      {poster ? (
        <img src={poster} alt="" width={1200} height={675} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      ) : (
        <svg className="absolute inset-0 h-full w-full" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
          <rect width="160" height="90" fill="#115e59" />
          <circle cx="132" cy="18" r="40" fill="#0f766e" />
          <circle cx="20" cy="86" r="34" fill="#0d9488" opacity=".55" />
          {/* A phone paying: the site's own drawing, no app's mark. */}
          <rect x="104" y="34" width="26" height="44" rx="4" fill="#f0fdfa" />
          <rect x="108" y="40" width="18" height="26" rx="1.5" fill="#ccfbf1" />
          <text x="117" y="58" textAnchor="middle" fontSize="12" fontWeight="700" fill="#115e59">
            ₹
          </text>
        </svg>
      )}
      {/* Keeps the white text readable on any photo (≥ 4.5:1 over the darkest part it covers). */}
      <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent" aria-hidden="true" />
      <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-accent-800 shadow-lg transition-transform group-hover:scale-105">
          <PlayIcon width={32} height={32} />
        </span>
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4 sm:p-5">
        <span className="block text-lg font-semibold leading-snug">
          {label}
          {title !== label ? <span className="sr-only">: {title}</span> : null}
        </span>
        <span className="block text-sm text-white/90">{hint}</span>
      </span>
    </a>
  );
}
