// "How it works" as numbered steps (start a campaign, monthly giving).
export function NumberedSteps({
  id,
  title,
  steps,
  as: Tag = 'section',
  large = false,
}: {
  id: string;
  title: string;
  steps: readonly { title: string; text: string }[];
  as?: 'section' | 'aside';
  large?: boolean;
}) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className={large ? 'text-2xl font-bold tracking-tight' : 'text-xl font-bold'}>
        {title}
      </h2>
      <ol className={large ? 'mt-6 space-y-6' : 'mt-4 space-y-5'}>
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className={`flex shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-800 ${large ? 'size-10 text-lg' : 'size-9'}`}
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{s.title}</h3>
              <p className="text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Tag>
  );
}
