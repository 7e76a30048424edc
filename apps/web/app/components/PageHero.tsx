/** `titleLang`: the title's own language where it differs from the page's (English content on a Hindi page). */
export function PageHero({ title, subtitle, eyebrow, titleLang }: { title: string; subtitle?: string; eyebrow?: string; titleLang?: string | undefined }) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-accent-50 to-paper">
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl" lang={titleLang}>
          {title}
        </h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-muted">{subtitle}</p> : null}
      </div>
    </section>
  );
}
