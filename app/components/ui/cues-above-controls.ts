import { useEffect, type RefObject } from "react";

/**
 * The height kept clear at the bottom of the frame for the browser's own
 * controls: Chromium's two rows take 72 px at any size, Safari's and Firefox's
 * less.
 */
const CONTROLS_PX = 80;

/**
 * Places a video's captions just above its native controls. Left to itself,
 * the browser draws a cue on the bottom line and moves it up only when it
 * notices the controls, so on a phone a cue shown as the controls appeared
 * sat on the timeline. Each cue is instead set on the line just above the
 * controls' band, counted from the frame's current height, and set again when
 * the frame resizes (rotation, full screen). The captions stay native: the
 * viewer's caption settings, the on/off menu and full screen keep working.
 */
export function useCuesAboveControls(
  video: RefObject<HTMLVideoElement | null>,
  track: RefObject<HTMLTrackElement | null>,
) {
  useEffect(() => {
    const frame = video.current;
    const element = track.current;
    if (!frame || !element) return;
    const place = () => {
      const height = frame.clientHeight;
      if (!height) return;
      // Lines count from the bottom (-1 is the last); a cue grows upwards from
      // its line. A line is at least the cue's font size, 5% of the frame's
      // height (WebVTT rendering rules), so this clears the band or more.
      const line = -(Math.ceil(CONTROLS_PX / (0.05 * height)) + 1);
      const { track: captions } = element;
      const showing = Array.from(captions.activeCues ?? []);
      for (const cue of Array.from(captions.cues ?? [])) {
        if (!(cue instanceof VTTCue) || (cue.snapToLines && cue.line === line)) continue;
        cue.snapToLines = true;
        cue.line = line;
        // A cue on screen keeps its old place until laid out anew.
        if (showing.includes(cue)) {
          captions.removeCue(cue);
          captions.addCue(cue);
        }
      }
    };
    place();
    element.addEventListener("load", place);
    const resized = new ResizeObserver(place);
    resized.observe(frame);
    return () => {
      element.removeEventListener("load", place);
      resized.disconnect();
    };
  }, [video, track]);
}
