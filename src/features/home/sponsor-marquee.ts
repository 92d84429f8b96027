/**
 * <sponsor-marquee>: the scrolling is pure CSS (paused on hover and focus, off for reduced motion);
 * this adds the button that stops and restarts it.
 */
class SponsorMarquee extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector<HTMLButtonElement>('[data-pause]');
    if (!button) return;
    const label = () => {
      button.textContent = this.classList.contains('is-paused')
        ? 'Play sponsor scroll'
        : 'Pause sponsor scroll';
    };
    button.addEventListener('click', () => {
      this.classList.toggle('is-paused');
      label();
    });
    label();
    button.hidden = false;
  }
}

if (!customElements.get('sponsor-marquee')) customElements.define('sponsor-marquee', SponsorMarquee);
