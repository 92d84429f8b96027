/**
 * The home ZIP search (spec 1 §2.3): a trimmed value of 3 to 5 digits is saved as the last ZIP and
 * opens /locations?zip=<zip>; anything else does nothing. Without this script the form is a plain
 * GET form to /locations with the same field name.
 */
import { LAST_ZIP_KEY, locationsUrlForZip, normalizeZip } from '../../domain/home';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-zip-search]')) {
  // The rule decides, not the browser's pattern check (it would reject " 38654 ").
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const input = form.elements.namedItem('zip');
    const zip = input instanceof HTMLInputElement ? normalizeZip(input.value) : null;
    if (!zip) return;
    try {
      localStorage.setItem(LAST_ZIP_KEY, zip);
    } catch {
      // Storage can be full or blocked; the search still goes ahead.
    }
    window.location.assign(locationsUrlForZip(zip));
  });
}
