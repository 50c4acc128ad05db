import { introSection } from "~/content/home/intro";
import { IntroSection } from "../intro-section";

export function Intro() {
  return <IntroSection headingId="intro-title" copy={introSection} />;
}
