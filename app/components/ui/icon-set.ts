// The icons content may name (by their export name), and so the only ones
// bundled: icon.tsx looks names up in this module's namespace, which keeps
// every export here and nothing else of Lucide. They are shapes (data),
// drawn by ./lucide-icon.tsx.
export {
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
} from "lucide";
