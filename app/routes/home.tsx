import { Features } from "~/components/sections/home/features";
import { HomeBanner } from "~/components/sections/home/home-banner";
import { Intro } from "~/components/sections/home/intro";
import { Pricing } from "~/components/sections/home/pricing";
import { Process } from "~/components/sections/home/process";
import { PromoVideo } from "~/components/sections/home/promo-video";
import { ServicesSlider } from "~/components/sections/home/services-slider";
import { TalkToUs } from "~/components/sections/home/talk-to-us";
import { TextBand } from "~/components/sections/home/text-band";
import { homeCopy } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(homeCopy.meta);

export default function Home() {
  return (
    <>
      <HomeBanner />
      <Features />
      <ServicesSlider />
      <Intro />
      <Process />
      <TalkToUs />
      <TextBand />
      <PromoVideo />
      <Pricing />
    </>
  );
}
