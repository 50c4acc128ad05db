import { serviceIdBySlug } from "./service-ids";

/** The Lucide icons the services use (components map the names, see ServiceIcon). */
export type ServiceIconName =
  | "Code2"
  | "Smartphone"
  | "Layers"
  | "PenTool"
  | "Megaphone"
  | "ShoppingCart"
  | "Briefcase"
  | "Rocket"
  | "Palette"
  | "BrainCircuit"
  | "Sparkles";

/**
 * The ten built-in services (spec §3). Titles are the spec's; the long copy of
 * each service page lives in service-copy.ts. Both are the seed of the
 * services table (migration 010, server/db/seed-services.ts): the pages read
 * the table, which the console (/admin/services) owns.
 */
export interface Service {
  /** One of service-ids.ts (its test checks both lists agree). */
  id: number;
  title: string;
  /** One or two sentences: cards, meta description, the lead of the details page. */
  description: string;
  /** A Lucide icon name (components/ui/icon-set.ts). */
  icon: ServiceIconName;
  /** 1200×600 artwork for the details page and the cards. */
  bannerImage: string;
}

export const services: Service[] = [
  {
    id: 1,
    title: "Custom Website",
    description:
      "Fast, accessible websites engineered around your business goals, with a content system your team can run without a developer.",
    icon: "Code2",
    bannerImage: "/images/services/service-1.svg",
  },
  {
    id: 2,
    title: "Mobile App",
    description:
      "Native-quality iOS and Android apps your customers keep using, from the first sketch to the App Store and beyond.",
    icon: "Smartphone",
    bannerImage: "/images/services/service-2.svg",
  },
  {
    id: 3,
    title: "Cross platform Development",
    description:
      "One codebase for web, iOS and Android without compromise, so every release reaches all your users on the same day.",
    icon: "Layers",
    bannerImage: "/images/services/service-3.svg",
  },
  {
    id: 4,
    title: "UI/UX Design services",
    description:
      "Research-led interfaces that are clear, usable and on-brand, tested with real users before a line of code is written.",
    icon: "PenTool",
    bannerImage: "/images/services/service-4.svg",
  },
  {
    id: 5,
    title: "Digital Marketing",
    description:
      "SEO, social media and content that turn attention into enquiries, measured against the numbers that matter to you.",
    icon: "Megaphone",
    bannerImage: "/images/services/service-5.svg",
  },
  {
    id: 6,
    title: "E-Commerce",
    description:
      "Online stores that load fast, rank well and convert, wired into your stock, payments and fulfilment.",
    icon: "ShoppingCart",
    bannerImage: "/images/services/service-6.svg",
  },
  {
    id: 7,
    title: "Business Portfolio design",
    description:
      "Portfolio sites that show your best work at its best and turn a visitor's first impression into a conversation.",
    icon: "Briefcase",
    bannerImage: "/images/services/service-7.svg",
  },
  {
    id: 8,
    title: "Startup MVP",
    description:
      "A working product in weeks, not months: scoped to your riskiest assumption and built to learn from real users.",
    icon: "Rocket",
    bannerImage: "/images/services/service-8.svg",
  },
  {
    id: 9,
    title: "Branding and Design",
    description:
      "Identity systems that make you recognisable everywhere: name, logo, type, colour and the rules that hold them together.",
    icon: "Palette",
    bannerImage: "/images/services/service-9.svg",
  },
  {
    id: 10,
    title: "AI Integration",
    description:
      "Practical AI features wired safely into the products you already run: assistants, search, document processing and automation.",
    icon: "BrainCircuit",
    bannerImage: "/images/services/service-10.svg",
  },
];

export function findService(id: number): Service | undefined {
  return services.find((s) => s.id === id);
}

/** Only a plain positive integer names a service: "abc", "1.5" and "01" do not. */
export function findServiceByParam(param: string): Service | undefined {
  return /^[1-9]\d*$/.test(param) ? findService(Number(param)) : undefined;
}

export function findServiceBySlug(slug: string): Service | undefined {
  const id = (serviceIdBySlug as Record<string, number | undefined>)[slug];
  return id === undefined ? undefined : findService(id);
}
