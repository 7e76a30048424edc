// Exclusive accordion built on <details name>: native keyboard support, works without
// JavaScript, the first item starts open and opening one closes the others. Answers are plain
// text: a blank line starts a new paragraph.
import { answerParagraphs, type Faq, type Language } from '@sahyog/core';

/** An item a Hindi page shows in English (`shownIn: 'en'`) is marked lang="en". */
export function Accordion({ items, name }: { items: (Faq & { shownIn?: Language | undefined })[]; name: string }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; the list is rendered once and never reordered in place
        <details key={i} name={name} open={i === 0} className="group" lang={f.shownIn === 'en' ? 'en' : undefined}>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-base font-semibold [&::-webkit-details-marker]:hidden">
            <span>{f.question}</span>
            <span aria-hidden="true" className="text-2xl leading-none text-accent-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-5 text-muted">
            {answerParagraphs(f.answer).map((p, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
              <p key={j}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
