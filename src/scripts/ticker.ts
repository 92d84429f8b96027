/** Wires the ticker's pause button (moving content must be pausable, WCAG 2.2.2). */
export function initTicker(): void {
  const ticker = document.querySelector<HTMLElement>('[data-ticker]');
  const button = ticker?.querySelector<HTMLButtonElement>('[data-ticker-pause]');
  if (!ticker || !button) return;
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    ticker.toggleAttribute('data-paused', paused);
  });
}
