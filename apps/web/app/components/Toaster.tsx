// Toasts: top-right, closed after 5000 ms by enhance.js (pausing on hover and focus loss),
// announced politely; errors use role="alert".
//
// A toast belongs to one submission, not to its text: the same message from the next
// submission is a new toast (a new element, so it shows and times out again even after the
// first was dismissed or hidden). Each toast object is one submission's answer (an action's
// data, a flash, useClientCheck's `flash`), so toasts are keyed by object identity, or by
// an explicit `id`.
import { type Flash, layoutText } from '@sahyog/core';
import { useEffect, useRef } from 'react';

export type Toast = Flash & { id?: string | number };

const seen = new WeakMap<object, number>();
let nextId = 0;
function toastKey(t: Toast): string {
  if (t.id !== undefined) return `id-${t.id}`;
  let n = seen.get(t);
  if (n === undefined) {
    nextId += 1;
    n = nextId;
    seen.set(t, n);
  }
  return `t-${n}`;
}

export function Toaster({ toasts }: { toasts: (Toast | null | undefined)[] }) {
  const list = toasts.filter((t): t is Toast => Boolean(t));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>('[data-toast]') ?? []) window.sahyogToast?.(el);
  });
  if (list.length === 0) return null;
  return (
    <div ref={ref} className="pointer-events-none fixed right-4 top-20 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 lg:top-[176px]">
      {list.map((t) => (
        <div
          key={toastKey(t)}
          data-toast=""
          role={t.type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${t.type === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-accent-100 bg-white text-ink'}`}
        >
          <span aria-hidden="true" className={`mt-1 inline-block h-2.5 w-2.5 shrink-0 rounded-full ${t.type === 'error' ? 'bg-red-600' : 'bg-accent-700'}`} />
          <p className="flex-1 text-sm font-medium">{t.message}</p>
          <button
            type="button"
            data-toast-close=""
            aria-label={layoutText.dismiss}
            className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg leading-none hover:bg-black/5"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

declare global {
  interface Window {
    sahyogToast?: (el: HTMLElement) => void;
  }
}
