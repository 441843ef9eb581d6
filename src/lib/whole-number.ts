/** The whole number typed in a field, when it is one from `min` to `max`; undefined otherwise (empty, a fraction, out of range). */
export function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  if (!text.trim()) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}
