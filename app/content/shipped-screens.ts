import type { BlogCopy, NotFoundCopy, ProjectsCopy } from "../lib/page-copy.ts";

/** The pages whose words are the interface's more than the agency's: shipped like its words. */
export interface ShippedScreens {
  "not-found": Omit<NotFoundCopy, "original">;
  blog: BlogCopy;
  projects: ProjectsCopy;
}

/**
 * The 404 and 410 screens' words and the headers of the blog's and the
 * projects' lists as the site ships them in German, French and Spanish
 * (decision 049): with the interface's words (./interface-languages.ts), a
 * language added with one of these codes has them at once, as its
 * translations of their documents, and the agency edits them there.
 */
export const shippedScreens: Readonly<Record<string, ShippedScreens>> = {
  de: {
    "not-found": {
      title: "Seite nicht gefunden",
      heading: "Seite nicht gefunden",
      description: "Die gesuchte Seite gibt es nicht.",
      breadcrumbHome: "Startseite",
      breadcrumbLabel: "404",
      message: "Die gesuchte Seite wurde vielleicht verschoben, oder es gab sie nie.",
      action: "Zur Startseite",
      goneTitle: "Seite entfernt",
      goneHeading: "Seite entfernt",
      goneDescription: "Diese Seite wurde von der Website entfernt.",
      goneBreadcrumb: "410",
      goneMessage: "Diese Seite wurde entfernt und ist nicht mehr verfügbar.",
    },
    blog: {
      title: "Blog",
      heading: "Blog",
      description: "Notizen des Genesis-Teams zu Software, Design, Marketing und KI.",
      breadcrumbHome: "Startseite",
      breadcrumbLabel: "Blog",
      detailsHeading: "Blog-Artikel",
    },
    projects: {
      title: "Projekte",
      heading: "Projekte",
      description:
        "Ausgewählte Arbeiten von Genesis: Plattformen, Apps und Marken, die wir gestaltet und gebaut haben.",
      breadcrumbHome: "Startseite",
      breadcrumbLabel: "Projekte",
      detailsHeading: "Projektdetails",
      empty: "Kein Projekt gefunden",
    },
  },
  fr: {
    "not-found": {
      title: "Page introuvable",
      heading: "Page introuvable",
      description: "La page que vous cherchez n’existe pas.",
      breadcrumbHome: "Accueil",
      breadcrumbLabel: "404",
      message: "La page que vous cherchez a peut-être été déplacée, ou n’a jamais existé.",
      action: "Retour à l’accueil",
      goneTitle: "Page supprimée",
      goneHeading: "Page supprimée",
      goneDescription: "Cette page a été retirée du site.",
      goneBreadcrumb: "410",
      goneMessage: "Cette page a été supprimée et n’est plus disponible.",
    },
    blog: {
      title: "Blog",
      heading: "Blog",
      description:
        "Les notes de l’équipe Genesis sur le logiciel, le design, le marketing et l’IA.",
      breadcrumbHome: "Accueil",
      breadcrumbLabel: "Blog",
      detailsHeading: "Article du blog",
    },
    projects: {
      title: "Projets",
      heading: "Projets",
      description:
        "Une sélection des travaux de Genesis : plateformes, applications et marques que nous avons conçues et réalisées.",
      breadcrumbHome: "Accueil",
      breadcrumbLabel: "Projets",
      detailsHeading: "Détails du projet",
      empty: "Aucun projet trouvé",
    },
  },
  es: {
    "not-found": {
      title: "Página no encontrada",
      heading: "Página no encontrada",
      description: "La página que buscas no existe.",
      breadcrumbHome: "Inicio",
      breadcrumbLabel: "404",
      message: "Puede que la página que buscas se haya movido, o que nunca haya existido.",
      action: "Volver al inicio",
      goneTitle: "Página eliminada",
      goneHeading: "Página eliminada",
      goneDescription: "Esta página se ha retirado del sitio.",
      goneBreadcrumb: "410",
      goneMessage: "Esta página se ha eliminado y ya no está disponible.",
    },
    blog: {
      title: "Blog",
      heading: "Blog",
      description: "Notas del equipo de Genesis sobre software, diseño, marketing e IA.",
      breadcrumbHome: "Inicio",
      breadcrumbLabel: "Blog",
      detailsHeading: "Artículo del blog",
    },
    projects: {
      title: "Proyectos",
      heading: "Proyectos",
      description:
        "Una selección del trabajo de Genesis: plataformas, aplicaciones y marcas que hemos diseñado y construido.",
      breadcrumbHome: "Inicio",
      breadcrumbLabel: "Proyectos",
      detailsHeading: "Detalles del proyecto",
      empty: "No se encontró ningún proyecto",
    },
  },
};
