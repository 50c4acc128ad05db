import type {
  BlogCopy,
  NewsletterCopy,
  NotFoundCopy,
  ProjectsCopy,
  ServicePagesCopy,
} from "../lib/page-copy.ts";

/** The pages whose words are the interface's more than the agency's: shipped like its words. */
export interface ShippedScreens {
  "not-found": Omit<NotFoundCopy, "original">;
  blog: BlogCopy;
  projects: ProjectsCopy;
  service: ServicePagesCopy;
  newsletter: NewsletterCopy;
}

/**
 * The 404 and 410 screens' words, the headers of the blog's and the
 * projects' lists, the words around each service's on its page, and the
 * newsletter's pages and e-mail as the site ships them in German, French and Spanish
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
    service: {
      breadcrumbHome: "Startseite",
      breadcrumbServices: "Leistungen",
      whyHeading: "{title}: Darum lohnt es sich für Ihr Unternehmen",
      keyFeaturesHeading: "Die wichtigsten Funktionen",
      approachHeading: "Unser Vorgehen",
      stepLabel: "Schritt {n}",
      confidentiality: "Alle Informationen, die Sie uns geben, behandeln wir streng vertraulich.",
      confidentialityDetail:
        "Gern unterschreiben wir Ihre Geheimhaltungsvereinbarung vor dem ersten Gespräch; Briefings, Daten und Quellcode verlassen nie das Team, das an Ihrem Projekt arbeitet.",
      allServicesHeading: "Alle Leistungen",
      ctaHeading: "Haben Sie ein Projekt im Sinn?",
      ctaText:
        "Sagen Sie uns, wo Sie stehen und wohin Sie wollen. Wir antworten innerhalb eines Werktags.",
      ctaCallLabel: "Rufen Sie uns an",
      ctaAction: "Projekt starten",
      notFoundTitle: "Leistung nicht gefunden",
      notFoundMessage: "Die gesuchte Leistung gibt es nicht.",
      notFoundAction: "Alle Leistungen ansehen",
    },
    newsletter: {
      breadcrumbHome: "Startseite",
      breadcrumbLabel: "Newsletter",
      confirmTitle: "Anmeldung bestätigen",
      confirmedHeading: "Sie sind angemeldet",
      confirmedText:
        "Danke für Ihre Bestätigung. Eine kurze E-Mail im Monat: was wir beim Bauen von Produkten gelernt haben. Jede Ausgabe enthält einen Link zum Abmelden.",
      expiredHeading: "Dieser Link ist abgelaufen",
      expiredText:
        "Bestätigungslinks gelten 7 Tage. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen.",
      confirmInvalidHeading: "Dieser Link funktioniert nicht",
      confirmInvalidText:
        "Vielleicht wurde er schon benutzt oder nicht vollständig kopiert. Wenn Sie schon bestätigt haben, sind Sie angemeldet; sonst melden Sie sich bitte erneut an.",
      unsubscribeTitle: "Abmelden",
      askHeading: "Vom Newsletter abmelden?",
      askText: "Wir senden den Newsletter dann nicht mehr an {email}.",
      askButton: "Abmelden",
      askSending: "Wird abgemeldet …",
      doneHeading: "Sie sind abgemeldet",
      doneText:
        "Wir senden Ihnen den Newsletter nicht mehr. Anders entschieden? Sie können sich jederzeit wieder anmelden.",
      alreadyHeading: "Sie sind bereits abgemeldet",
      alreadyText: "Diese Adresse erhält keinen Newsletter von uns.",
      unsubscribeInvalidHeading: "Dieser Link funktioniert nicht",
      unsubscribeInvalidText:
        "Vielleicht wurde er nicht vollständig kopiert. Öffnen Sie den Link aus der E-Mail bitte noch einmal, oder schreiben Sie uns, dann melden wir Sie von Hand ab.",
      signUpAgain: "Erneut anmelden",
      backHome: "Zur Startseite",
      mailSubject: "Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von {site}",
      mailIntro: "Jemand (hoffentlich Sie) möchte den Newsletter von {site} an {email} erhalten.",
      mailConfirm: "Bitte bestätigen Sie Ihre Anmeldung hier:",
      mailValidity: "Der Link funktioniert einmal und 7 Tage lang.",
      mailIgnore:
        "Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet, und wir schreiben Ihnen nicht wieder.",
      mailUnsubscribe: "Abmelden (jederzeit, auch aus dieser E-Mail):",
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
    service: {
      breadcrumbHome: "Accueil",
      breadcrumbServices: "Services",
      whyHeading: "{title} : pourquoi votre entreprise en a besoin",
      keyFeaturesHeading: "Fonctionnalités clés",
      approachHeading: "Notre démarche",
      stepLabel: "Étape {n}",
      confidentiality:
        "Toutes les informations que vous nous confiez restent strictement confidentielles.",
      confidentialityDetail:
        "Nous signons volontiers votre accord de confidentialité avant le premier appel ; cahiers des charges, données et code source ne quittent jamais l’équipe qui travaille sur votre projet.",
      allServicesHeading: "Tous les services",
      ctaHeading: "Un projet en tête ?",
      ctaText:
        "Dites-nous où vous en êtes et où vous voulez aller. Nous répondons sous un jour ouvré.",
      ctaCallLabel: "Appelez-nous",
      ctaAction: "Lancer un projet",
      notFoundTitle: "Service introuvable",
      notFoundMessage: "Le service demandé est introuvable.",
      notFoundAction: "Voir tous les services",
    },
    newsletter: {
      breadcrumbHome: "Accueil",
      breadcrumbLabel: "Newsletter",
      confirmTitle: "Confirmez votre inscription",
      confirmedHeading: "Vous êtes inscrit",
      confirmedText:
        "Merci pour votre confirmation. Un court e-mail par mois : ce que nous apprenons en construisant des produits. Chaque numéro contient un lien de désinscription.",
      expiredHeading: "Ce lien a expiré",
      expiredText:
        "Les liens de confirmation sont valables 7 jours. Inscrivez-vous à nouveau et nous vous en enverrons un nouveau.",
      confirmInvalidHeading: "Ce lien ne fonctionne pas",
      confirmInvalidText:
        "Il a peut-être déjà servi, ou n’a pas été copié en entier. Si vous avez déjà confirmé, vous êtes inscrit ; sinon, inscrivez-vous à nouveau.",
      unsubscribeTitle: "Se désinscrire",
      askHeading: "Se désinscrire de la newsletter ?",
      askText: "Nous n’enverrons plus la newsletter à {email}.",
      askButton: "Se désinscrire",
      askSending: "Désinscription…",
      doneHeading: "Vous êtes désinscrit",
      doneText:
        "Nous ne vous enverrons plus la newsletter. Vous avez changé d’avis ? Vous pouvez vous réinscrire à tout moment.",
      alreadyHeading: "Vous êtes déjà désinscrit",
      alreadyText: "Cette adresse ne reçoit aucune newsletter de notre part.",
      unsubscribeInvalidHeading: "Ce lien ne fonctionne pas",
      unsubscribeInvalidText:
        "Il n’a peut-être pas été copié en entier. Ouvrez à nouveau le lien de l’e-mail, ou écrivez-nous et nous vous désinscrirons nous-mêmes.",
      signUpAgain: "Se réinscrire",
      backHome: "Retour à l’accueil",
      mailSubject: "Confirmez votre inscription à la newsletter de {site}",
      mailIntro:
        "Quelqu’un (vous, nous l’espérons) a demandé à recevoir la newsletter de {site} à l’adresse {email}.",
      mailConfirm: "Confirmez votre inscription ici :",
      mailValidity: "Le lien fonctionne une fois, pendant 7 jours.",
      mailIgnore:
        "Si ce n’était pas vous, ignorez cet e-mail : vous ne serez pas inscrit et nous ne vous écrirons plus.",
      mailUnsubscribe: "Se désinscrire (à tout moment, aussi depuis cet e-mail) :",
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
    service: {
      breadcrumbHome: "Inicio",
      breadcrumbServices: "Servicios",
      whyHeading: "{title}: por qué tu empresa lo necesita",
      keyFeaturesHeading: "Características clave",
      approachHeading: "Nuestro enfoque",
      stepLabel: "Paso {n}",
      confidentiality:
        "Toda la información que compartes con nosotros es estrictamente confidencial.",
      confidentialityDetail:
        "Firmamos con gusto tu acuerdo de confidencialidad antes de la primera llamada; los briefings, los datos y el código fuente nunca salen del equipo que trabaja en tu proyecto.",
      allServicesHeading: "Todos los servicios",
      ctaHeading: "¿Tienes un proyecto en mente?",
      ctaText: "Cuéntanos dónde estás y adónde quieres llegar. Respondemos en un día laborable.",
      ctaCallLabel: "Llámanos",
      ctaAction: "Empezar un proyecto",
      notFoundTitle: "Servicio no encontrado",
      notFoundMessage: "No encontramos el servicio que buscas.",
      notFoundAction: "Ver todos los servicios",
    },
    newsletter: {
      breadcrumbHome: "Inicio",
      breadcrumbLabel: "Boletín",
      confirmTitle: "Confirma tu suscripción",
      confirmedHeading: "Ya estás suscrito",
      confirmedText:
        "Gracias por confirmar. Un correo breve al mes: lo que aprendemos creando productos. Cada número incluye un enlace para darte de baja.",
      expiredHeading: "Este enlace ha caducado",
      expiredText:
        "Los enlaces de confirmación valen 7 días. Vuelve a suscribirte y te enviaremos uno nuevo.",
      confirmInvalidHeading: "Este enlace no funciona",
      confirmInvalidText:
        "Puede que ya se haya usado o que no se copiara entero. Si ya confirmaste, estás suscrito; si no, vuelve a suscribirte.",
      unsubscribeTitle: "Darse de baja",
      askHeading: "¿Darte de baja del boletín?",
      askText: "Dejaremos de enviar el boletín a {email}.",
      askButton: "Darme de baja",
      askSending: "Dando de baja…",
      doneHeading: "Te has dado de baja",
      doneText:
        "Ya no te enviaremos el boletín. ¿Has cambiado de idea? Puedes volver a suscribirte cuando quieras.",
      alreadyHeading: "Ya estabas dado de baja",
      alreadyText: "Esta dirección no recibe ningún boletín nuestro.",
      unsubscribeInvalidHeading: "Este enlace no funciona",
      unsubscribeInvalidText:
        "Puede que no se copiara entero. Abre de nuevo el enlace del correo, o escríbenos y te daremos de baja a mano.",
      signUpAgain: "Volver a suscribirme",
      backHome: "Volver al inicio",
      mailSubject: "Confirma tu suscripción al boletín de {site}",
      mailIntro: "Alguien (esperamos que tú) ha pedido recibir el boletín de {site} en {email}.",
      mailConfirm: "Confirma tu suscripción aquí:",
      mailValidity: "El enlace funciona una vez y durante 7 días.",
      mailIgnore:
        "Si no fuiste tú, ignora este correo: no quedarás suscrito y no volveremos a escribirte.",
      mailUnsubscribe: "Darse de baja (en cualquier momento, también desde este correo):",
    },
  },
};
