/**
 * What an editor shows of its action's answer: each field's message, the
 * sentence above the form, and whether the save was refused as a conflict
 * (a message and no field's: someone else saved first; the form then shows
 * what was typed). No answer: a fresh page, nothing refused.
 */
export function saveAnswer<Errors extends Partial<Record<string, string>>>(
  answer: { errors: Errors; message: string | null } | undefined,
) {
  const errors = answer?.errors ?? ({} as Errors);
  const message = answer?.message ?? null;
  return { errors, message, conflict: Boolean(message && Object.keys(errors).length === 0) };
}
