import { serviceIdBySlug } from "./navigation";

/**
 * The ten built-in services (spec §3). Titles are the spec's; the full copy
 * for each service page arrives with the inner-pages issue.
 */
export interface Service {
  id: number;
  title: string;
  description: string;
}

export const services: Service[] = [
  {
    id: 1,
    title: "Custom Website",
    description: "Fast, accessible websites engineered around your business goals.",
  },
  {
    id: 2,
    title: "Mobile App",
    description: "Native-quality iOS and Android apps your customers keep using.",
  },
  {
    id: 3,
    title: "Cross platform Development",
    description: "One codebase for web, iOS and Android without compromise.",
  },
  {
    id: 4,
    title: "UI/UX Design services",
    description: "Research-led interfaces that are clear, usable and on-brand.",
  },
  {
    id: 5,
    title: "Digital Marketing",
    description: "SEO, social and content that turn attention into enquiries.",
  },
  { id: 6, title: "E-Commerce", description: "Storefronts that load fast, rank well and convert." },
  {
    id: 7,
    title: "Business Portfolio design",
    description: "Portfolio sites that show your work at its best.",
  },
  {
    id: 8,
    title: "Startup MVP",
    description: "A working product in weeks, built to learn from real users.",
  },
  {
    id: 9,
    title: "Branding and Design",
    description: "Identity systems that make you recognisable everywhere.",
  },
  {
    id: 10,
    title: "AI Integration",
    description: "Practical AI features wired safely into your products.",
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

export const serviceNotFoundCopy = {
  title: "Service Not Found",
  message: "The requested service could not be found.",
  action: "View all services",
} as const;
