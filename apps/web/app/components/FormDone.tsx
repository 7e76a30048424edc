// What a form shows in its place once it has done its work: a heading (it keeps the section's
// label id), the message read out as a status, and the one link onward.
export function FormDone({ titleId, title, message, href, action }: { titleId: string; title: string; message: string; href: string; action: string }) {
  return (
    <div role="status">
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-lg">{message}</p>
      <a href={href} className="btn-primary mt-6 inline-flex min-h-12 items-center">
        {action}
      </a>
    </div>
  );
}
