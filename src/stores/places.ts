/**
 * Places left per program as the API answers them now (issue 21), filled once after load by the
 * programs pages' script (src/scripts/places-refresh.ts): API program id → places left in the whole
 * program (null: unlimited). Null until then. The catalogue island reads it; static pages are
 * updated by the script itself.
 */
import { atom } from 'nanostores';

export const $livePlaces = atom<Readonly<Record<string, number | null>> | null>(null);
