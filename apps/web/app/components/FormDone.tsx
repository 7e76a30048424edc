// What a form shows in its place once it has done its work: a heading (it keeps the section's
// label id), the message read out as a status, and the one link onward.
import { useEffect, useRef } from 'react';

export function FormDone({ titleId, title, message, href, action }: { titleId: string; title: string; message: string; href: string; action: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was sent from further down the page (a dialog over it, on a phone 550 px below
  // the top): the answer takes its place above the screen. Bring it to where the person looks
  // and put the focus on it, so the keyboard and a screen reader carry on from here (issue 39).
  useEffect(() => {
    const el = heading.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.closest('[role="status"]')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div role="status">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-lg">{message}</p>
      <a href={href} className="btn-primary mt-6 inline-flex min-h-12 items-center">
        {action}
      </a>
    </div>
  );
}
