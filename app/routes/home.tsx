import { Hero } from "~/components/sections/hero";
import { homeCopy } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(homeCopy.meta);

export default function Home() {
  return <Hero {...homeCopy} />;
}
