import { adminStyles } from "./styles";

/**
 * What a save answered, above its form: the refusal's message as an alert, or
 * else (when it went through) the words saying so as a status.
 */
export function SaveNotice({
  saved,
  message,
}: {
  /** The words for a save that went through; nothing when there was none. */
  saved?: string | null | false;
  message?: string | null;
}) {
  if (message) {
    return (
      <p role="alert" className={adminStyles.error}>
        {message}
      </p>
    );
  }
  return saved ? (
    <p role="status" className={adminStyles.success}>
      {saved}
    </p>
  ) : null;
}
