import type { IconNode } from "lucide";
import { LucideSvg } from "./lucide-icon";
import * as iconSet from "./icon-set";

// Content names its icons (./icon-set.ts); an unknown name shows Sparkles.
const icons: Record<string, IconNode | undefined> = iconSet;

export function Icon({ name, className = "size-6" }: { name: string; className?: string }) {
  return (
    <LucideSvg node={icons[name] ?? iconSet.Sparkles} aria-hidden="true" className={className} />
  );
}
