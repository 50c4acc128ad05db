/** The words of the approved comments under a blog post. */
export const blogCommentsCopy = {
  heading: (count: number) => (count === 1 ? "1 Comment" : `${count} Comments`),
  none: "No comments yet. Be the first to say something.",
};
