/**
 * Keeps the /sponsors "sponsors & partners" count in step with the lists the islands show: the
 * build-time counts (data-sponsors, data-partners) until a live list with entries arrives.
 */
import { activeOnly } from '../../domain/sponsors';
import type { Sponsor } from '../../domain/types';
import { $partners, $sponsors } from './store';

const counter = document.querySelector<HTMLElement>('[data-supporter-count]');

if (counter) {
  const shown = (items: Sponsor[] | null, built: string | undefined) => {
    const live = activeOnly(items ?? []).length;
    return live > 0 ? live : Number(built) || 0;
  };
  const update = () => {
    counter.textContent = String(
      shown($sponsors.get().items, counter.dataset.sponsors) +
        shown($partners.get().items, counter.dataset.partners),
    );
  };
  $sponsors.listen(update);
  $partners.listen(update);
}
