/** The blog's 'Leave A Comment' form (behaviour wired in by the enquiries work). */
export function CommentForm({ postSlug }: { postSlug: string }) {
  return (
    <form data-post={postSlug} className="grid gap-4" aria-label="Leave a comment">
      <label className="grid gap-1.5 text-sm font-semibold">
        Your Name
        <input
          name="name"
          required
          autoComplete="name"
          className="rounded-xl border border-ink-200 px-4 py-3"
        />
      </label>
      <button
        type="submit"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
      >
        Post Comment
      </button>
    </form>
  );
}
