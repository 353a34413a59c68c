// Date formatting. Settings keeps the long US format with hour and minute in every language, as
// docs/product.md ("Settings") prescribes ("long US date format"), e.g. "March 5, 2025 at 2:07 PM".
const longUsDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLongUsDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longUsDateTime.format(date) : '—';
}

/** A long date in the interface language, for running text such as "member since". */
export function formatLongDate(value: string | null | undefined, locale: string): string {
  const date = parse(value);
  return date
    ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
    : '—';
}
