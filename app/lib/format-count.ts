/**
 * 12500 → "12,500": a whole number as US English writes it.
 *
 * Written out rather than through `toLocaleString("en-US")`, which builds a new
 * `Intl.NumberFormat` on every call: a counter counting up called it on every frame,
 * 23 ms of the main thread on `/about` as it hydrated. The test checks the
 * result against `Intl`.
 */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}
