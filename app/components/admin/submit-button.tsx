import type { ReactNode } from "react";
import { adminStyles } from "./styles";

/** A form's main button: waits, greyed, while the form it sends is on its way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={adminStyles.primaryButton}>
      {children}
    </button>
  );
}
