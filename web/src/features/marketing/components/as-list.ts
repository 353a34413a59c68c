/** Guards a catalogue array read with returnObjects: while a catalogue is missing or loading, t() returns the
 * key string, and an empty list renders nothing instead of crashing the page. */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
