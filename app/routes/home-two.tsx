import { Hero } from "~/components/sections/hero";
import { homeTwoCopy } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(homeTwoCopy.meta);

export default function HomeTwo() {
  return <Hero {...homeTwoCopy} />;
}
