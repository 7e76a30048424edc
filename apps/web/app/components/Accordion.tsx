// Exclusive accordion built on <details name>: native keyboard support, works without
// JavaScript, the first item starts open and opening one closes the others.
import type { Faq } from '@sahyog/core';

export function Accordion({ items, name }: { items: Faq[]; name: string }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((f, i) => (
        <details key={f.question} name={name} open={i === 0} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-base font-semibold [&::-webkit-details-marker]:hidden">
            <span>{f.question}</span>
            <span aria-hidden="true" className="text-2xl leading-none text-accent-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="px-5 pb-5 text-muted">{f.answer}</div>
        </details>
      ))}
    </div>
  );
}
