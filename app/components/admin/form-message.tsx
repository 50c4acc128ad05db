import { adminStyles } from "./styles";

/** A form's answer: an error as an alert, a success as a status line. */
export function FormMessage({
  id,
  message,
  tone = "error",
}: {
  id?: string;
  message?: string | null;
  tone?: "error" | "success";
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={tone === "error" ? adminStyles.error : adminStyles.success}
    >
      {message}
    </p>
  );
}
