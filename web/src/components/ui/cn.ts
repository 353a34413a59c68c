// Joins class names, skipping the falsy ones, so conditional Tailwind classes read cleanly.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
