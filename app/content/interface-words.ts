import type { InterfaceCopy } from "../lib/page-copy.ts";
import { CONTACT_SUBJECTS } from "../forms/contact-fields.ts";
import { FORM_MESSAGES } from "../forms/form-messages.ts";
import { formActionCopy, formCopy, formReplies } from "./forms.ts";
import { skipLinkLabel } from "./layout.ts";
import { blogCopy } from "./blog.ts";
import { blogCommentsCopy } from "./blog-comments.ts";
import { projectPageCopy } from "./project-page.ts";
import { megaMenuPromo } from "./navigation.ts";
import { menuEntryNames } from "../lib/main-menu.ts";
import { headerCta, menuLabels } from "./menu-labels.ts";
import { sliderLabels } from "./slider.ts";
import { themeCopy } from "./theme.ts";
import { errorCopy } from "./error-pages.ts";

/**
 * The interface's words in English, the default language (decision 049):
 * the seed of `page:interface` (server/content/site-content-seed.ts), from
 * the forms' words (./forms.ts) and the messages their rules and the server
 * give. German, French and Spanish are ./interface-languages.ts.
 */
export const interfaceWords: InterfaceCopy = (() => {
  const contact = formCopy.getInTouch;
  const comment = formCopy.comment;
  return {
    mainMenu: menuLabels.main,
    openMenu: menuLabels.openMenu,
    closeMenu: menuLabels.closeMenu,
    menu: menuLabels.menu,
    submenu: menuLabels.submenu("{title}"),
    allOf: "All {title:lower}",
    languageMenu: menuLabels.language,
    scrollToTop: menuLabels.scrollToTop,
    skipLink: skipLinkLabel,
    switchToDark: themeCopy.switchToDark,
    switchToLight: themeCopy.switchToLight,
    previousSlide: sliderLabels.previous,
    nextSlide: sliderLabels.next,
    pauseSlides: sliderLabels.pause,
    playSlides: sliderLabels.play,
    startProject: headerCta.title,
    blogPostsHeading: blogCopy.postsHeading,
    blogResultsNone: "No posts found",
    blogResultsOne: "1 post found",
    blogResultsMany: "{count} posts found",
    blogNoResults: blogCopy.noResults("{query}"),
    blogNoResultsHint: blogCopy.noResultsHint,
    blogShowAll: blogCopy.clearFilter,
    resultsFor: blogCopy.resultsFor("{query}"),
    inCategory: blogCopy.inCategory("{name}"),
    taggedWith: blogCopy.taggedWith("{name}"),
    blogPageTitle: "Blog, page {page}",
    readMore: blogCopy.readMore,
    readMoreAbout: "about “{title}”",
    blogPages: blogCopy.pagination,
    previousPage: blogCopy.previous,
    nextPage: blogCopy.next,
    pageNumber: "Page {page}",
    searchHeading: blogCopy.searchHeading,
    searchLabel: blogCopy.searchLabel,
    searchPlaceholder: blogCopy.searchPlaceholder,
    searchSubmit: blogCopy.searchSubmit,
    categoriesHeading: blogCopy.categoriesHeading,
    categoryPostsOne: "1 post",
    categoryPostsMany: "{count} posts",
    recentHeading: blogCopy.recentHeading,
    tagsHeading: blogCopy.tagsHeading,
    blogSidebar: blogCopy.sidebarLabel,
    byAuthor: blogCopy.by("{author}"),
    postPreview: blogCopy.previewNotice,
    tagsLabel: blogCopy.tagsLabel,
    shareLabel: blogCopy.shareLabel,
    postNavigation: blogCopy.postNavigation,
    previousPost: blogCopy.previousPost,
    nextPost: blogCopy.nextPost,
    commentsNone: blogCommentsCopy.none,
    commentsOne: blogCommentsCopy.heading(1),
    commentsMany: "{count} Comments",
    commentHeading: blogCopy.commentHeading,
    commentIntro: blogCopy.commentIntro,
    projectPreview: projectPageCopy.previewNotice,
    projectInfo: projectPageCopy.infoHeading,
    projectClient: projectPageCopy.client,
    projectCategory: projectPageCopy.category,
    projectYear: projectPageCopy.year,
    projectServices: projectPageCopy.services,
    projectShare: projectPageCopy.shareHeading,
    projectGallery: projectPageCopy.galleryLabel,
    projectCta: projectPageCopy.cta.title,
    projectCtaMore: projectPageCopy.cta.secondary.label,
    viewProject: projectPageCopy.viewProject,
    menuItems: menuEntryNames(),
    megaPromoLabel: megaMenuPromo.label,
    megaPromoTitle: megaMenuPromo.title,
    nameLabel: contact.name.label,
    namePlaceholder: contact.name.placeholder,
    emailLabel: contact.email.label,
    emailPlaceholder: contact.email.placeholder,
    phoneLabel: contact.phone.label,
    phoneOptionalLabel: comment.phone.label,
    phonePlaceholder: contact.phone.placeholder,
    subjectLabel: contact.subject.label,
    subjectPlaceholder: contact.subject.placeholder,
    subjects: CONTACT_SUBJECTS.map((name) => ({ name })),
    messageLabel: contact.message.label,
    messagePlaceholder: contact.message.placeholder,
    getInTouchLabel: contact.label,
    sendMessage: contact.submit,
    areaLabel: formCopy.talkToUs.message.label,
    areaPlaceholder: formCopy.talkToUs.message.placeholder,
    connectNow: formCopy.talkToUs.submit,
    commentTitle: comment.title,
    commentNote: comment.note,
    optionLabel: comment.option.label,
    optionPlaceholder: comment.option.placeholder,
    optionChoices: comment.option.choices.map((name) => ({ name })),
    commentLabel: comment.message.label,
    commentPlaceholder: comment.message.placeholder,
    commentSubmit: comment.submit,
    sending: formCopy.sending,
    failed: formCopy.failed,
    contactReply: formReplies.contact,
    commentReply: formReplies.comment,
    newsletterReply: formReplies.newsletter,
    ...formActionCopy,
    elsewhere: "This page is not in this language. Read it in",
    errorHeading: errorCopy.heading,
    errorMessage: errorCopy.message,
    errorAction: errorCopy.action,
    ...FORM_MESSAGES,
  };
})();
