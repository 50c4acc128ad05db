import type { LucideIcon } from "lucide-react";
import * as iconSet from "./icon-set";

// Content names its icons (./icon-set.ts); an unknown name shows Sparkles.
const icons: Record<string, LucideIcon | undefined> = iconSet;

export function Icon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Component = icons[name] ?? iconSet.Sparkles;
  return <Component aria-hidden="true" className={className} />;
}
