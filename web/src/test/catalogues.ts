// Test helpers for translation catalogues: every leaf as `key path → text`, and all text of a catalogue.

/** Every leaf as `a.b` / `list[0]` → value; array indices are part of the path, so list lengths count. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => {
      flatten(child, `${prefix}[${index}]`, out);
    });
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** All texts of a catalogue in one string, for checks on wording such as the form of address. */
export function catalogueText(catalogue: unknown): string {
  return [...flatten(catalogue).values()].join('\n');
}
