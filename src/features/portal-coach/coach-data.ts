/**
 * The coach portal's data and actions (spec 3 §4, §7, §8): the program chosen, its team events
 * (page_size 50), the caller's calendar-editor requests (a 403 reads as none), the program's roster
 * once the caller has rights in that program, and the changes a coach makes — events (edits optimistic, rolled back
 * on failure), access requests, schedule uploads and feedback.
 */
import { atom, computed } from 'nanostores';
import {
  COACH_EVENTS_PAGE_SIZE,
  COACH_MESSAGES,
  canEditProgram,
  feedbackPath,
  type CoachComment,
  type EditorRequest,
  type EventForm,
  type RosterEntry,
  type UploadResult,
} from '../../domain/coach';
import { errorDetail, errorMessage, formErrorMessage } from '../../domain/error-message';
import { parseKickoff } from '../../domain/schedule-csv';
import type { LeagueEvent, Page } from '../../domain/types';
import { api, errorStatus } from '../../lib/api-client';
import { createFetcherStore, mutateCache, revalidateKeys } from '../../lib/query';
import { MY_TEAMS_KEY, SEASONS_KEY } from '../../stores/league';
import { $session, loadUser } from '../../stores/session';
import { showToast } from '../../stores/toasts';

export const EDITOR_REQUESTS_KEY = '/events/calendar-editor-requests/';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/** The program the portal shows (a program id). */
export const $coachProgram = atom<string>('');

const $eventsQuery = computed($coachProgram, (program) =>
  program
    ? `?program=${encodeURIComponent(program)}&page_size=${COACH_EVENTS_PAGE_SIZE}&category=team`
    : null,
);
export const $coachEvents = createFetcherStore<Page<LeagueEvent>>(['/events/', $eventsQuery]);

/** Spec 3 §7: the caller's requests; a 403 is treated as empty. */
export const $editorRequests = createFetcherStore<Page<EditorRequest>>([EDITOR_REQUESTS_KEY], {
  fetcher: async (...parts) => {
    try {
      return await api<Page<EditorRequest>>(parts.join(''));
    } catch (error) {
      if (errorStatus(error) === 403) return EMPTY_PAGE;
      throw error;
    }
  },
});

/** The roster is asked for only with rights in the program (without them the API answers 403 anyway). */
const $rosterQuery = computed([$coachProgram, $session], (program, session) =>
  program && canEditProgram(session.user, program) ? `?program=${encodeURIComponent(program)}` : null,
);
export const $coachRoster = createFetcherStore<Page<RosterEntry>>(['/auth/coach/athletes/', $rosterQuery]);

/** The events' cache key of the program shown. */
const eventsKey = () => `/events/${$eventsQuery.get() ?? ''}`;

/** A form's league-time values as the API's instants (an event keeps its team once created). */
function eventBody(form: EventForm) {
  const instant = (value: string) => parseKickoff(value)?.toISOString() ?? value;
  return {
    title: form.title.trim(),
    starts_at: instant(form.starts_at),
    ends_at: instant(form.ends_at),
    location_text: form.location_text.trim(),
    notes: form.notes.trim(),
    public: form.public === 'true',
  };
}

/** Creates a team event; throws the text to show when it fails. */
export async function createEvent(program: string, form: EventForm): Promise<void> {
  try {
    await api<LeagueEvent>('/events/', {
      method: 'POST',
      body: { program_id: program, team_id: form.team ? Number(form.team) : null, ...eventBody(form) },
    });
  } catch (error) {
    throw new Error(formErrorMessage(error, COACH_MESSAGES.createFailed));
  }
  showToast(COACH_MESSAGES.created);
  revalidateKeys((key) => key.startsWith('/events/?') || key === MY_TEAMS_KEY);
}

/** Applies an edit at once; puts the event back as it was if the server refuses it (spec 3 §4). */
export async function updateEvent(event: LeagueEvent, form: EventForm): Promise<boolean> {
  const key = eventsKey();
  const before = $coachEvents.get().data;
  const body = eventBody(form);
  if (before) {
    mutateCache(key, {
      ...before,
      results: before.results.map((item) => (item.id === event.id ? { ...item, ...body } : item)),
    });
  }
  try {
    const saved = await api<LeagueEvent>(`/events/${event.id}/`, { method: 'PATCH', body });
    const current = $coachEvents.get().data;
    if (current) {
      mutateCache(key, {
        ...current,
        results: current.results.map((item) => (item.id === saved.id ? saved : item)),
      });
    }
    showToast(COACH_MESSAGES.updated);
    return true;
  } catch (error) {
    if (before) mutateCache(key, before);
    showToast(formErrorMessage(error, COACH_MESSAGES.updateFailed), { tone: 'error' });
    return false;
  }
}

/** Deletes an event (asked first in a confirm dialog); it leaves the list at once, and comes back if refused. */
export async function deleteEvent(event: LeagueEvent): Promise<boolean> {
  const key = eventsKey();
  const before = $coachEvents.get().data;
  if (before) {
    mutateCache(key, {
      ...before,
      count: Math.max(0, before.count - 1),
      results: before.results.filter((item) => item.id !== event.id),
    });
  }
  try {
    await api(`/events/${event.id}/`, { method: 'DELETE' });
    showToast(COACH_MESSAGES.deleted);
    revalidateKeys(MY_TEAMS_KEY);
    return true;
  } catch (error) {
    if (before) mutateCache(key, before);
    showToast(errorMessage(error, COACH_MESSAGES.deleteFailed), { tone: 'error' });
    return false;
  }
}

/**
 * Asks staff for calendar-editor rights for a program; throws the text to show when it fails. An
 * account that got rights meanwhile is told so (info) and reloaded.
 */
export async function requestAccess(program: string, message: string): Promise<void> {
  let saved: EditorRequest;
  try {
    saved = await api<EditorRequest>(EDITOR_REQUESTS_KEY, {
      method: 'POST',
      body: { program, message: message.trim() },
    });
  } catch (error) {
    const detail = errorDetail(error);
    if (detail === COACH_MESSAGES.alreadyGranted) {
      showToast(detail, { tone: 'info' });
      await loadUser();
      return;
    }
    throw new Error(detail ?? formErrorMessage(error, COACH_MESSAGES.requestFailed));
  }
  const page = $editorRequests.get().data ?? EMPTY_PAGE;
  mutateCache(EDITOR_REQUESTS_KEY, { ...page, count: page.count + 1, results: [saved, ...page.results] });
  showToast(COACH_MESSAGES.requestSent);
}

/** Reloads the account (its rights) and the requests (spec 3 §8 Access refresh). */
export async function refreshAccess(): Promise<void> {
  try {
    const [user, requests] = await Promise.all([loadUser(), api<Page<EditorRequest>>(EDITOR_REQUESTS_KEY)]);
    if (!user) throw new Error('The account could not be loaded');
    mutateCache(EDITOR_REQUESTS_KEY, requests);
    showToast(COACH_MESSAGES.refreshed);
  } catch {
    showToast(COACH_MESSAGES.refreshFailed, { tone: 'error' });
  }
}

/** Uploads a season schedule CSV; answers the result, or throws the text to show. */
export async function uploadSchedule(season: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.set('season', season);
  body.set('file', file);
  try {
    const result = await api<UploadResult>('/events/season-games/bulk-upload/', { method: 'POST', body });
    revalidateKeys((key) => key === SEASONS_KEY || key.startsWith('/events/seasons/'));
    return result;
  } catch (error) {
    throw new Error(formErrorMessage(error, COACH_MESSAGES.uploadFailed));
  }
}

/** Saves the caller's feedback on a rostered player (a profile or a child); throws the text to show when it fails. */
export async function saveFeedback(entry: RosterEntry, program: string, note: string): Promise<void> {
  let saved: CoachComment;
  try {
    saved = await api<CoachComment>(feedbackPath(entry), {
      method: 'POST',
      body: { note: note.trim(), program_id: program },
    });
  } catch (error) {
    throw new Error(errorMessage(error, COACH_MESSAGES.feedbackFailed));
  }
  const key = `/auth/coach/athletes/${$rosterQuery.get() ?? ''}`;
  const page = $coachRoster.get().data;
  if (page) {
    mutateCache(key, {
      ...page,
      results: page.results.map((item) =>
        item.key === entry.key
          ? { ...item, feedback: [saved, ...item.feedback.filter((comment) => comment.id !== saved.id)] }
          : item,
      ),
    });
  }
  showToast(COACH_MESSAGES.feedbackSaved);
}
