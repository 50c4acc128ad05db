import type { InterfaceCopy } from "../lib/page-copy.ts";

/**
 * The interface's words as the site ships them in German, French and Spanish
 * (decision 049): a language added with one of these codes has them at once,
 * as its translation of `page:interface`, and the agency edits them there.
 * English, the default, is the seed (server/content/site-content-seed.ts).
 */
export const shippedInterfaceWords: Readonly<Record<string, InterfaceCopy>> = {
  de: {
    nameLabel: "Ihr Name",
    namePlaceholder: "Erika Mustermann",
    emailLabel: "Ihre E-Mail",
    emailPlaceholder: "erika@firma.de",
    phoneLabel: "Ihre Telefonnummer",
    phoneOptionalLabel: "Ihre Telefonnummer (optional)",
    phonePlaceholder: "+49 30 1234567",
    subjectLabel: "Betreff",
    subjectPlaceholder: "Betreff wählen",
    subjects: [
      { name: "Support" },
      { name: "Vertrieb" },
      { name: "Allgemein" },
      { name: "Entwicklung" },
    ],
    messageLabel: "Ihre Nachricht",
    messagePlaceholder: "Was möchten Sie bauen?",
    getInTouchLabel: "Kontakt aufnehmen",
    sendMessage: "Nachricht senden",
    areaLabel: "Ihr Anliegen",
    areaPlaceholder: "Ihre Nachricht …",
    connectNow: "Jetzt verbinden",
    commentTitle: "Kommentar schreiben",
    commentNote: "Kommentare erscheinen nach einer kurzen Prüfung.",
    optionLabel: "Ihr Kommentar betrifft",
    optionPlaceholder: "Bitte wählen",
    optionChoices: [
      { name: "Den Artikel" },
      { name: "Eine Frage an den Autor" },
      { name: "Eine Projektidee" },
      { name: "Etwas anderes" },
    ],
    commentLabel: "Ihr Kommentar",
    commentPlaceholder: "Schreiben Sie Ihren Kommentar …",
    commentSubmit: "Kommentar senden",
    sending: "Ihre Nachricht wird gesendet …",
    failed: "Senden fehlgeschlagen. Bitte versuchen Sie es noch einmal.",
    contactReply: "Danke! Ihre Nachricht ist angekommen. Wir melden uns in Kürze.",
    commentReply:
      "Danke für Ihren Kommentar! Er erscheint auf der Seite, sobald ihn jemand freigegeben hat.",
    newsletterReply:
      "Fast geschafft! Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen gerade geschickt haben, um Ihr Abonnement zu bestätigen.",
    unsupported: "Dieses Formular kann nur von seiner Seite auf unserer Website gesendet werden.",
    tooLarge: "Ihre Nachricht ist zu lang. Bitte kürzen Sie sie und senden Sie sie erneut.",
    unreadable:
      "Was Sie gesendet haben, konnten wir nicht als Formular lesen. Bitte laden Sie die Seite neu und senden Sie es erneut.",
    unknownForm:
      "Dieses Formular kennen wir nicht. Bitte laden Sie die Seite neu und senden Sie es erneut.",
    nameRequired: "Bitte geben Sie Ihren Namen ein.",
    nameTooLong: "Ihr Name darf höchstens 100 Zeichen lang sein.",
    nameLetters:
      "Ihr Name darf nur Buchstaben und Leerzeichen enthalten, mit Bindestrichen, Apostrophen oder Punkten zwischen Buchstaben.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailTooLong: "Ihre E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    phoneRequired: "Bitte geben Sie Ihre Telefonnummer ein.",
    phoneTooLong: "Ihre Telefonnummer darf höchstens 32 Zeichen lang sein.",
    phoneInvalid:
      "Bitte geben Sie eine gültige Telefonnummer ein, außerhalb der USA mit Ländervorwahl (zum Beispiel +49).",
    subjectRequired: "Bitte wählen Sie einen Betreff.",
    messageRequired: "Bitte geben Sie eine Nachricht ein.",
    messageTooLong: "Ihre Nachricht darf höchstens 4.000 Zeichen lang sein.",
    messageCharacters: "Ihre Nachricht enthält Zeichen, die wir nicht annehmen können.",
    optionInvalid: "Bitte wählen Sie eine der Möglichkeiten.",
    elsewhere: "Diese Seite gibt es nicht auf Deutsch. Lesen Sie sie auf",
    postInvalid: "Dieser Kommentar gehört zu keinem bekannten Artikel.",
    invalidFields:
      "Einige Felder brauchen Ihre Aufmerksamkeit. Bitte beachten Sie die Hinweise daneben.",
    tooFast:
      "Das ging schneller, als wir es von einem Menschen erwarten. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular erneut.",
    staleForm:
      "Dieses Formular war sehr lange geöffnet. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular erneut.",
    captchaMissing:
      "Die Spam-Prüfung ist nicht gelaufen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    captchaFailed:
      "Wir konnten nicht bestätigen, dass ein Mensch das gesendet hat. Bitte versuchen Sie es noch einmal.",
    tooMany: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es noch einmal.",
    unavailable:
      "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
    internal: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.",
  },
  fr: {
    nameLabel: "Votre nom",
    namePlaceholder: "Camille Martin",
    emailLabel: "Votre e-mail",
    emailPlaceholder: "camille@entreprise.fr",
    phoneLabel: "Votre téléphone",
    phoneOptionalLabel: "Votre téléphone (facultatif)",
    phonePlaceholder: "+33 1 23 45 67 89",
    subjectLabel: "Objet",
    subjectPlaceholder: "Choisissez un objet",
    subjects: [
      { name: "Assistance" },
      { name: "Ventes" },
      { name: "Général" },
      { name: "Développement" },
    ],
    messageLabel: "Votre message",
    messagePlaceholder: "Que souhaitez-vous construire ?",
    getInTouchLabel: "Nous contacter",
    sendMessage: "Envoyer le message",
    areaLabel: "Votre demande",
    areaPlaceholder: "Votre message…",
    connectNow: "Nous contacter",
    commentTitle: "Laisser un commentaire",
    commentNote: "Les commentaires sont publiés après une brève relecture.",
    optionLabel: "Votre commentaire porte sur",
    optionPlaceholder: "Choisissez une option",
    optionChoices: [
      { name: "L’article" },
      { name: "Une question pour l’auteur" },
      { name: "Une idée de projet" },
      { name: "Autre chose" },
    ],
    commentLabel: "Votre commentaire",
    commentPlaceholder: "Écrivez votre commentaire…",
    commentSubmit: "Publier le commentaire",
    sending: "Envoi de votre message…",
    failed: "L’envoi a échoué. Veuillez réessayer.",
    contactReply: "Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.",
    commentReply:
      "Merci pour votre commentaire ! Il apparaîtra sur la page dès qu’un modérateur l’aura approuvé.",
    newsletterReply:
      "Presque fini ! Ouvrez le lien de l’e-mail que nous venons de vous envoyer pour confirmer votre abonnement.",
    unsupported: "Ce formulaire ne peut être envoyé que depuis sa page sur notre site.",
    tooLarge: "Votre envoi est trop long. Raccourcissez votre message et envoyez-le à nouveau.",
    unreadable:
      "Votre envoi n’a pas pu être lu comme un formulaire. Rechargez la page et envoyez-le à nouveau.",
    unknownForm:
      "Nous ne reconnaissons pas ce formulaire. Rechargez la page et envoyez-le à nouveau.",
    nameRequired: "Veuillez saisir votre nom.",
    nameTooLong: "Votre nom ne peut pas dépasser 100 caractères.",
    nameLetters:
      "Votre nom ne peut contenir que des lettres et des espaces, avec des traits d’union, apostrophes ou points entre les lettres.",
    emailRequired: "Veuillez saisir votre adresse e-mail.",
    emailTooLong: "Votre adresse e-mail ne peut pas dépasser 254 caractères.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide.",
    phoneRequired: "Veuillez saisir votre numéro de téléphone.",
    phoneTooLong: "Votre numéro de téléphone ne peut pas dépasser 32 caractères.",
    phoneInvalid:
      "Veuillez saisir un numéro de téléphone valide, avec l’indicatif du pays (par exemple +33) hors des États-Unis.",
    subjectRequired: "Veuillez choisir un objet.",
    messageRequired: "Veuillez saisir un message.",
    messageTooLong: "Votre message ne peut pas dépasser 4 000 caractères.",
    messageCharacters: "Votre message contient des caractères que nous ne pouvons pas accepter.",
    optionInvalid: "Veuillez choisir l’une des options.",
    elsewhere: "Cette page n’existe pas en français. Lisez-la en",
    postInvalid: "Ce commentaire ne correspond à aucun article connu.",
    invalidFields:
      "Certains champs demandent votre attention. Consultez les messages à côté d’eux.",
    tooFast:
      "C’était plus rapide que ce que nous attendons d’une personne. Vérifiez vos informations et envoyez à nouveau le formulaire.",
    staleForm:
      "Ce formulaire est resté ouvert longtemps. Vérifiez vos informations et envoyez à nouveau le formulaire.",
    captchaMissing:
      "La vérification anti-spam ne s’est pas lancée. Rechargez la page et réessayez.",
    captchaFailed:
      "Nous n’avons pas pu confirmer que l’envoi vient d’une personne. Veuillez réessayer.",
    tooMany: "Trop de demandes. Patientez un instant et réessayez.",
    unavailable: "Le service est momentanément indisponible. Réessayez dans un instant.",
    internal: "Un problème est survenu de notre côté. Veuillez réessayer.",
  },
  es: {
    nameLabel: "Tu nombre",
    namePlaceholder: "Lucía García",
    emailLabel: "Tu correo electrónico",
    emailPlaceholder: "lucia@empresa.es",
    phoneLabel: "Tu teléfono",
    phoneOptionalLabel: "Tu teléfono (opcional)",
    phonePlaceholder: "+34 912 345 678",
    subjectLabel: "Asunto",
    subjectPlaceholder: "Elige un asunto",
    subjects: [
      { name: "Soporte" },
      { name: "Ventas" },
      { name: "General" },
      { name: "Desarrollo" },
    ],
    messageLabel: "Tu mensaje",
    messagePlaceholder: "¿Qué te gustaría construir?",
    getInTouchLabel: "Ponte en contacto",
    sendMessage: "Enviar mensaje",
    areaLabel: "Tu consulta",
    areaPlaceholder: "Tu mensaje…",
    connectNow: "Conectar ahora",
    commentTitle: "Deja un comentario",
    commentNote: "Los comentarios se publican tras una breve revisión.",
    optionLabel: "Tu comentario trata sobre",
    optionPlaceholder: "Elige una opción",
    optionChoices: [
      { name: "El artículo" },
      { name: "Una pregunta para el autor" },
      { name: "Una idea de proyecto" },
      { name: "Otra cosa" },
    ],
    commentLabel: "Tu comentario",
    commentPlaceholder: "Escribe tu comentario…",
    commentSubmit: "Publicar comentario",
    sending: "Enviando tu mensaje…",
    failed: "No se pudo enviar. Vuelve a intentarlo.",
    contactReply: "¡Gracias! Tu mensaje se ha enviado. Te responderemos pronto.",
    commentReply:
      "¡Gracias por tu comentario! Aparecerá en la página en cuanto un moderador lo apruebe.",
    newsletterReply:
      "¡Casi listo! Abre el enlace del correo que te acabamos de enviar para confirmar tu suscripción.",
    unsupported: "Este formulario solo se puede enviar desde su página en nuestro sitio.",
    tooLarge: "Lo que has enviado es demasiado largo. Acorta tu mensaje y vuelve a enviarlo.",
    unreadable:
      "No pudimos leer lo que enviaste como un formulario. Recarga la página y vuelve a enviarlo.",
    unknownForm: "No reconocemos este formulario. Recarga la página y vuelve a enviarlo.",
    nameRequired: "Escribe tu nombre.",
    nameTooLong: "Tu nombre puede tener como máximo 100 caracteres.",
    nameLetters:
      "Tu nombre solo puede contener letras y espacios, con guiones, apóstrofos o puntos entre letras.",
    emailRequired: "Escribe tu dirección de correo electrónico.",
    emailTooLong: "Tu dirección de correo puede tener como máximo 254 caracteres.",
    emailInvalid: "Escribe una dirección de correo electrónico válida.",
    phoneRequired: "Escribe tu número de teléfono.",
    phoneTooLong: "Tu número de teléfono puede tener como máximo 32 caracteres.",
    phoneInvalid:
      "Escribe un número de teléfono válido, con el prefijo del país (por ejemplo +34) si estás fuera de EE. UU.",
    subjectRequired: "Elige un asunto.",
    messageRequired: "Escribe un mensaje.",
    messageTooLong: "Tu mensaje puede tener como máximo 4000 caracteres.",
    messageCharacters: "Tu mensaje contiene caracteres que no podemos aceptar.",
    optionInvalid: "Elige una de las opciones.",
    elsewhere: "Esta página no está en español. Léela en",
    postInvalid: "Este comentario no pertenece a ningún artículo conocido.",
    invalidFields: "Algunos campos necesitan tu atención. Revisa los mensajes junto a ellos.",
    tooFast:
      "Ha sido más rápido de lo que esperamos de una persona. Revisa tus datos y vuelve a enviar el formulario.",
    staleForm:
      "Este formulario ha estado abierto mucho tiempo. Revisa tus datos y vuelve a enviar el formulario.",
    captchaMissing:
      "La comprobación antispam no se ejecutó. Recarga la página y vuelve a intentarlo.",
    captchaFailed: "No pudimos confirmar que lo envió una persona. Vuelve a intentarlo.",
    tooMany: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.",
    unavailable:
      "El servicio no está disponible en este momento. Vuelve a intentarlo en un momento.",
    internal: "Algo salió mal por nuestra parte. Vuelve a intentarlo.",
  },
};
