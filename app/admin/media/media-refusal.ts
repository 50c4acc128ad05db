import type { MediaUse } from "~/lib/admin/media";

/** What a refused form of the library says, at the image it was for. */
export interface MediaRefusal {
  intent: string;
  id: string | null;
  errors: Record<string, string | undefined>;
  message: string | null;
  values: Record<string, string>;
  uses: MediaUse[];
}
