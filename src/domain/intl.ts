/**
 * Formatters made when first used. The first Intl formatter a page makes loads the browser's locale
 * data: tens of milliseconds on a phone (80 ms here, 4× slowed, for /portal/parent). A module that
 * makes its formatters as it loads charges that to every page importing it, before the page draws
 * anything, even when it shows no date; made on first use, it is paid only where a date is shown.
 */

/** `make()`'s value, made on the first call and kept. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** An Intl.DateTimeFormat made when first used. */
export const lazyDateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, options));

/** An Intl.NumberFormat made when first used. */
export const lazyNumberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  onFirstUse(() => new Intl.NumberFormat(locale, options));
