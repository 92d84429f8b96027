/**
 * Formatters made when first used. The first Intl formatter a page makes loads the browser's locale
 * data: tens of milliseconds on a phone (80 ms here, 4× slowed, for /portal/parent). A module that
 * makes its formatters as it loads charges that to every page importing it, before the page draws
 * anything, even when it shows no date; made on first use, it is paid only where a date is shown.
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

/** An Intl.NumberFormat made when first used (see lazyDateFormat). */
export function lazyNumberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat(locale, options));
}
