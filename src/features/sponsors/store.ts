/**
 * Live sponsor and partner lists shared by the sponsor islands and the /sponsors count. Each list
 * starts unloaded (items null: the page shows its build-time list); a refresh stores the answer or
 * the error. Loads go through the 5-minute cache of api.ts, so islands on one page share one call.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Partner, Sponsor } from '../../domain/types';
import { loadPartners, loadSponsors } from './api';

export interface LiveList<T> {
  /** The API's list; null until it has been loaded. */
  items: T[] | null;
  /** Why the last load failed; null after a success. */
  error: unknown;
}

export const $sponsors = atom<LiveList<Sponsor>>({ items: null, error: null });
export const $partners = atom<LiveList<Partner>>({ items: null, error: null });

async function refresh<T extends Sponsor>(store: WritableAtom<LiveList<T>>, load: () => Promise<T[]>) {
  try {
    store.set({ items: await load(), error: null });
  } catch (error) {
    store.set({ ...store.get(), error });
  }
}

/** Loads the sponsors (all pages, cached) into $sponsors. */
export const refreshSponsors = (): Promise<void> => refresh($sponsors, loadSponsors);

/** Loads the partners (all pages, cached) into $partners. */
export const refreshPartners = (): Promise<void> => refresh($partners, loadPartners);
