/** A focal point from the media library (0–1 from the left and the top) as CSS's position: "100% 0%". */
export function focusPosition(focus: { x: number; y: number }): string {
  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
  return `${percent(focus.x)} ${percent(focus.y)}`;
}
