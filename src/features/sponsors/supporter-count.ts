/**
 * Keeps the /sponsors "sponsors & partners" count in step with what the lists show: the sum of the
 * data-count of every <live-sponsors> on the page, recomputed whenever one of them re-renders.
 */
const counter = document.querySelector<HTMLElement>('[data-supporter-count]');

if (counter) {
  document.addEventListener('live-sponsors:change', () => {
    const total = [...document.querySelectorAll<HTMLElement>('live-sponsors[data-count]')].reduce(
      (sum, list) => sum + (Number(list.dataset.count) || 0),
      0,
    );
    counter.textContent = String(total);
  });
}
