import { useEffect, useState } from 'react';
import { errorDetail } from '../../domain/error-message';
import { LOCATION_MESSAGES, attachPrograms, sameVenues, syncFailedMessage } from '../../domain/locations';
import type { Location } from '../../domain/types';
import { getActivePrograms, getAllLocations } from './api';

export interface LiveLocations {
  locations: Location[];
  loading: boolean;
  /** 'Failed to load locations' or the server's detail; the snapshot list stays shown. */
  error: string | null;
  /** 'Unable to sync locations: {detail}' when the programs could not be matched to venues. */
  syncError: string | null;
}

const reasonText = (error: unknown) =>
  errorDetail(error) ??
  (error instanceof Error && error.message ? error.message : 'the programs list is unavailable');

/** Starts from the snapshot, then loads every active venue and the active programs live. */
export function useLiveLocations(initial: Location[]): LiveLocations {
  const [state, setState] = useState<LiveLocations>({
    locations: initial,
    loading: false,
    error: null,
    syncError: null,
  });

  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, loading: true }));
    void Promise.allSettled([getAllLocations({ active: 'true' }), getActivePrograms()]).then(
      ([venues, programs]) => {
        if (!active) return;
        setState((current) => {
          if (venues.status === 'rejected') {
            return {
              ...current,
              loading: false,
              error: errorDetail(venues.reason) ?? LOCATION_MESSAGES.loadFailed,
            };
          }
          const known = new Map(
            current.locations.map((location) => [String(location.id), location.programs ?? []]),
          );
          const locations =
            programs.status === 'fulfilled'
              ? attachPrograms(venues.value, programs.value)
              : venues.value.map((location) => ({
                  ...location,
                  programs: known.get(String(location.id)) ?? [],
                }));
          // Usually the live list matches the built one: keep it so the cards and markers stay as they are.
          const same = sameVenues(locations, current.locations);
          return {
            locations: same ? current.locations : locations,
            loading: false,
            error: null,
            syncError: programs.status === 'rejected' ? syncFailedMessage(reasonText(programs.reason)) : null,
          };
        });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
