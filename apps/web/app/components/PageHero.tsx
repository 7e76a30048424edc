export function PageHero({ title, subtitle, eyebrow }: { title: string; subtitle?: string; eyebrow?: string }) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-accent-50 to-paper">
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-muted">{subtitle}</p> : null}
      </div>
    </section>
  );
}
