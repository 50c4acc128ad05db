import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useRef, useState } from "react";
import { contactMapCopy as copy } from "~/content/contact-map";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { formatAddress } from "~/lib/site-content";
import { useSiteSettings } from "~/lib/use-site-settings";
import { Words } from "~/components/ui/words";

const ExternalLink = lucideIcon(lucide.ExternalLink);
const MapPin = lucideIcon(lucide.MapPin);

/**
 * The office on a map. The embedded frame is created only when the section
 * comes within 400 px of the viewport; until then, and whenever the map host
 * cannot be reached, a drawn placeholder shows the address, and the links to
 * Google Maps and OpenStreetMap stay visible on top of the frame.
 */
export function ContactMap({
  heading,
  headingLang,
}: {
  heading: string;
  /** The heading's language where it is not the page's (app/lib/fallback-language.ts). */
  headingLang?: string | undefined;
}) {
  const settings = useSiteSettings();
  const words = useInterfaceWords();
  const address = formatAddress(settings.address);
  const query = settings.mapQuery || address;
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver the placeholder and its links stay.
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section aria-labelledby="map-heading" className="pb-20 md:pb-28">
      <div className="container-site">
        <h2 id="map-heading" lang={headingLang} className="sr-only">
          {heading}
        </h2>
        <div
          ref={ref}
          data-map={loaded ? "loaded" : near ? "loading" : "idle"}
          className="relative h-[26rem] overflow-hidden rounded-[2rem] bg-ink-100 shadow-[var(--shadow-card)] ring-1 ring-ink-100 md:h-[32rem]"
        >
          <MapPlaceholder />
          {near && (
            <iframe
              src={copy.embedUrl(query)}
              title={words.mapFrame
                ?.replace("{site}", settings.siteName)
                .replace("{address}", address)}
              lang={langOf(words, "mapFrame")}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={() => setLoaded(true)}
              className={`absolute inset-0 size-full border-0 transition-opacity duration-700 ${loaded ? "opacity-100" : "opacity-0"}`}
            />
          )}
          <div className="absolute inset-x-3 bottom-3 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-sm">
            <div className="rounded-2xl bg-white/95 p-5 shadow-2xl ring-1 ring-ink-100 backdrop-blur">
              <p
                lang={langOf(words, "mapOffice")}
                className="flex items-center gap-2 text-xs font-bold tracking-widest text-brand-700 uppercase"
              >
                <MapPin aria-hidden="true" className="size-4" />
                {words.mapOffice?.replace("{site}", settings.siteName)}
              </p>
              <address className="mt-2 font-semibold text-ink-900 not-italic">{address}</address>
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-semibold">
                <a
                  href={copy.googleLink(query)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-white transition-colors hover:bg-brand-700"
                >
                  <Words as="span" of={words} name="mapOpenGoogle" />
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <Words as="span" of={words} name="newTab" className="sr-only" />
                </a>
                <a
                  href={copy.osmLink(query)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
                >
                  {copy.osmLabel}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <Words as="span" of={words} name="newTab" className="sr-only" />
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A drawn street grid with a pin: what shows before (or instead of) the real map. */
function MapPlaceholder() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <pattern id="map-blocks" width="120" height="90" patternUnits="userSpaceOnUse">
          <rect width="120" height="90" fill="#eef0f7" />
          <rect x="10" y="10" width="100" height="70" rx="6" fill="#e2e5f1" />
        </pattern>
        <radialGradient id="map-glow">
          <stop offset="0" stopColor="#7257ff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#7257ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="520" fill="url(#map-blocks)" />
      <path
        d="M0 330 C 260 300, 420 380, 640 330 S 1000 250, 1200 290 L1200 380 C 1000 340, 880 420, 640 410 S 240 380, 0 420 Z"
        fill="#cdeff6"
      />
      <rect x="420" y="110" width="230" height="150" rx="12" fill="#d7f0dc" />
      <path
        d="M0 180 H1200 M0 270 H1200 M600 0 V520 M840 0 V520 M300 0 V520"
        stroke="#ffffff"
        strokeWidth="18"
      />
      <path d="M-20 470 L 1220 40" stroke="#fff" strokeWidth="26" />
      <path d="M-20 470 L 1220 40" stroke="#f6d48a" strokeWidth="6" />
      <circle cx="720" cy="220" r="130" fill="url(#map-glow)" />
      <g transform="translate(720 220)">
        <path
          d="M0 0 C -8 -22, -34 -38, -34 -62 A34 34 0 1 1 34 -62 C 34 -38, 8 -22, 0 0 Z"
          fill="#5b3df5"
        />
        <circle cx="0" cy="-62" r="13" fill="#fff" />
        <ellipse cx="0" cy="4" rx="14" ry="5" fill="#0b1130" opacity="0.2" />
      </g>
    </svg>
  );
}
