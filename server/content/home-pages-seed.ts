import { homeTitle } from "../../app/content/home/banner.ts";
import { homeCopy } from "../../app/content/home/banner-intro.ts";
import { bannerRotator } from "../../app/content/home/banner-rotator.ts";
import { featuresSection } from "../../app/content/home/features.ts";
import { introSection } from "../../app/content/home/intro.ts";
import { pricingSection } from "../../app/content/home/pricing.ts";
import { processSection, processSectionTwo } from "../../app/content/home/process.ts";
import { servicesSection } from "../../app/content/home/services.ts";
import { talkSection } from "../../app/content/home/talk.ts";
import { textBand } from "../../app/content/home/text-band.ts";
import { videoSection } from "../../app/content/home/video.ts";
import { aboutBlock, whyChooseUs } from "../../app/content/home-two/about.ts";
import { homeTwoCopy } from "../../app/content/home-two/banner.ts";
import { blogSection } from "../../app/content/home-two/blog.ts";
import { callToAction } from "../../app/content/home-two/call-to-action.ts";
import { counters, testimonialsSection } from "../../app/content/home-two/counters-testimonials.ts";
import { faq } from "../../app/content/home-two/faq.ts";
import { industries, techStack } from "../../app/content/home-two/industries.ts";
import { partnersStrip } from "../../app/content/home-two/partners.ts";
import { latestProjects } from "../../app/content/home-two/projects.ts";
import { servicesTwo } from "../../app/content/home-two/services.ts";
import { teamSection } from "../../app/content/home-two/team.ts";
import type { HomeCopy, HomeTwoCopy, ProcessCopy } from "../../app/lib/page-copy.ts";

/**
 * The two home pages' copy as it was written in app/content/home and
 * app/content/home-two: the first value of `page:home` and `page:home-two`
 * (./site-content-seed.ts), so a new database shows today's words.
 */
export function homePagesCopySeed(): { "page:home": HomeCopy; "page:home-two": HomeTwoCopy } {
  return { "page:home": homeSeed(), "page:home-two": homeTwoSeed() };
}

const processSeed = (wording: typeof processSection): ProcessCopy => ({
  processLabel: wording.label,
  processTitle: wording.title,
  processSteps: wording.steps.map(({ name, description }) => ({ name, description })),
  processAction: wording.action,
});

const services = (section: typeof servicesSection | typeof servicesTwo) => ({
  servicesLabel: section.label,
  servicesTitle: section.title,
  servicesReadMore: section.readMore,
  servicesSliderLabel: section.sliderLabel,
});

function homeSeed(): HomeCopy {
  return {
    title: homeTitle,
    bannerEyebrow: homeCopy.eyebrow,
    bannerHeadline: homeCopy.headline,
    bannerSubtext: homeCopy.subtext,
    bannerPrimaryAction: homeCopy.primaryAction,
    bannerSecondaryAction: homeCopy.secondaryAction,
    bannerTrust: homeCopy.trust,
    rotatorLabel: bannerRotator.label,
    rotatorPause: bannerRotator.pause,
    rotatorItems: bannerRotator.items.map((name) => ({ name })),
    featuresLabel: featuresSection.label,
    featuresTitle: featuresSection.title,
    features: featuresSection.features.map(({ title, description }) => ({ title, description })),
    ...services(servicesSection),
    introLabel: introSection.label,
    introTitle: introSection.title,
    introText: introSection.text,
    introTiles: introSection.tiles.map(({ title, text }) => ({ title, text })),
    introAction: introSection.action,
    introImageAlt: introSection.imageAlt,
    ...processSeed(processSection),
    talkLabel: talkSection.label,
    talkTitle: talkSection.title,
    talkText: talkSection.text,
    talkPoints: talkSection.points.map((text) => ({ text })),
    textBandLabel: textBand.label,
    textBandItems: textBand.items.map((text) => ({ text })),
    videoLabel: videoSection.label,
    videoTitle: videoSection.title,
    videoText: videoSection.text,
    videoPlay: videoSection.play,
    pricingLabel: pricingSection.label,
    pricingTitle: pricingSection.title,
    pricingIntro: pricingSection.intro,
    pricingPopular: pricingSection.popular,
  };
}

function homeTwoSeed(): HomeTwoCopy {
  return {
    title: homeTwoCopy.meta.title,
    description: homeTwoCopy.meta.description,
    bannerEyebrow: homeTwoCopy.eyebrow,
    bannerHeadline: homeTwoCopy.headline,
    bannerSubtext: homeTwoCopy.subtext,
    bannerAction: homeTwoCopy.primaryAction,
    bannerPlay: homeTwoCopy.play,
    bannerPlayCaption: homeTwoCopy.playCaption,
    bannerImageAlt: homeTwoCopy.imageAlt,
    aboutLabel: aboutBlock.label,
    aboutTitle: aboutBlock.title,
    aboutText: aboutBlock.text,
    aboutPoints: aboutBlock.points.map((text) => ({ text })),
    aboutAction: aboutBlock.action,
    aboutImageAlt: aboutBlock.imageAlt,
    whyLabel: whyChooseUs.label,
    whyTitle: whyChooseUs.title,
    whyItems: whyChooseUs.items.map(({ title, text }) => ({ title, text })),
    ...services(servicesTwo),
    partnersLabel: partnersStrip.label,
    ctaTitle: callToAction.title,
    ctaText: callToAction.text,
    ctaPrimaryAction: callToAction.primary,
    ctaSecondaryAction: callToAction.secondary,
    projectsLabel: latestProjects.label,
    projectsTitle: latestProjects.title,
    projectsSliderLabel: latestProjects.sliderLabel,
    projectsViewProject: latestProjects.viewProject,
    projectsEmpty: latestProjects.empty,
    industriesLabel: industries.label,
    industriesTitle: industries.title,
    industries: industries.items.map(({ title, text }) => ({ title, text })),
    stackLabel: techStack.label,
    stackTitle: techStack.title,
    stackItems: techStack.items.map((name) => ({ name })),
    teamLabel: teamSection.label,
    teamTitle: teamSection.title,
    teamAction: teamSection.action,
    faqLabel: faq.label,
    faqTitle: faq.title,
    faqItems: faq.items.map(({ q, a }) => ({ question: q, answer: a })),
    countersLabel: counters.label,
    counters: counters.items.map(({ label, target }) => ({ label, target })),
    testimonialsLabel: testimonialsSection.label,
    testimonialsTitle: testimonialsSection.title,
    testimonialsSliderLabel: testimonialsSection.sliderLabel,
    ...processSeed(processSectionTwo),
    blogLabel: blogSection.label,
    blogTitle: blogSection.title,
    blogSliderLabel: blogSection.sliderLabel,
    blogReadMore: blogSection.readMore,
  };
}
