/** Button-looking link styles shared by the public pages, so every call to action looks the same. */
const base =
  'inline-flex items-center justify-center rounded-lg px-5 py-3 text-base font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-500';

export const primaryLink = `${base} bg-ink-600 text-white hover:bg-ink-700 dark:bg-ink-500 dark:hover:bg-ink-400 dark:text-white`;

export const secondaryLink = `${base} border border-ink-200 bg-white text-ink-700 hover:bg-ink-50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-ink-200 dark:hover:bg-charcoal-700`;

// On the indigo band the primary colour would vanish, so the button turns light there.
export const invertedLink = `${base} bg-white text-ink-700 hover:bg-ink-50`;
