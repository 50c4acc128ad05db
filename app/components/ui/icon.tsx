import {
  BarChart3,
  BrainCircuit,
  Briefcase,
  Code2,
  Cpu,
  Globe,
  Layers,
  LifeBuoy,
  Megaphone,
  Palette,
  PenTool,
  Rocket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Wrench,
  type LucideIcon,
} from "lucide-react";

// Content names its icons; only the icons named here are bundled.
const icons: Record<string, LucideIcon> = {
  BarChart3,
  BrainCircuit,
  Briefcase,
  Code2,
  Cpu,
  Globe,
  Layers,
  LifeBuoy,
  Megaphone,
  Palette,
  PenTool,
  Rocket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Wrench,
};

export function Icon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Component = icons[name] ?? Sparkles;
  return <Component aria-hidden="true" className={className} />;
}
