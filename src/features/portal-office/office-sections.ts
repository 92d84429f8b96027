/**
 * The office's sections, each loaded on demand when first shown (src/lib/on-demand.ts); the first
 * screen (at a glance) comes with the portal. The section links start loading on intent.
 */
import { lazyView } from '../../components/portal/LazyView';
import type { OnDemand } from '../../lib/on-demand';
import type { SectionId } from './office-data';

const LOADING = 'Loading the section…';

export const StaffQueue = lazyView(() => import('./queue/StaffQueue'), LOADING);
export const Registrations = lazyView(() => import('./money/registrations'), LOADING);
export const Waivers = lazyView(() => import('./money/waivers'), LOADING);
export const Messages = lazyView(() => import('./money/messages'), LOADING);
export const Rosters = lazyView(() => import('./rosters'), LOADING);
export const Waitlists = lazyView(() => import('./waitlists'), LOADING);
export const AidReview = lazyView(() => import('./aid/AidReview'), LOADING);
export const ScheduleSection = lazyView(() => import('./schedule/ScheduleSection'), LOADING);
export const GameDaySection = lazyView(() => import('./game-day/GameDaySection'), LOADING);
/** Every other section: a resource's list with its forms. */
export const ResourceSection = lazyView(() => import('./ResourceSection'), LOADING);

const CODE: Partial<Record<SectionId, readonly OnDemand<unknown>[]>> = {
  overview: [],
  queue: [StaffQueue],
  registrations: [Registrations],
  waivers: [Waivers],
  messages: [Messages],
  rosters: [Rosters],
  waitlists: [Waitlists],
  aid: [AidReview],
  schedule: [ScheduleSection],
  'game-day': [GameDaySection],
};

/** The code a section loads (none for the first screen), for `onIntent` on its link. */
export function sectionCode(id: SectionId): readonly OnDemand<unknown>[] {
  return CODE[id] ?? [ResourceSection];
}
