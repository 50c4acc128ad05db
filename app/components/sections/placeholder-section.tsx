/** Body of a screen whose content arrives with its own issue. */
export function PlaceholderSection({ text }: { text: string }) {
  return (
    <section className="container-site py-20">
      <p className="max-w-2xl text-lg leading-relaxed text-ink-600">{text}</p>
    </section>
  );
}
