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
import type { LeagueEvent, Page } from '../../domain/types';
import { api, errorStatus } from '../../lib/api-client';
import { onDemand } from '../../lib/on-demand';
import { createFetcherStore } from '../../lib/query';
import { cachePatch, change, type ChangeFailure } from '../../lib/resource';
import { MY_TEAMS_KEY } from '../../stores/league';
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

/** The league-time parser: loaded with the event dialog (which reads the same module), not with the page. */
const scheduleCsv = onDemand(() => import('../../domain/schedule-csv'));

/** A form's league-time values as the API's instants (an event keeps its team once created). */
async function eventBody(form: EventForm) {
  const { parseKickoff } = await scheduleCsv.load();
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

/** The error of a failed change, for the words each action gives it. */
const cause = (failure: ChangeFailure) => failure.cause ?? new Error(failure.message);

/** Creates a team event; throws the text to show when it fails. */
export async function createEvent(program: string, form: EventForm): Promise<void> {
  const result = await change<LeagueEvent>(
    {
      method: 'POST',
      path: '/events/',
      body: {
        program_id: program,
        team_id: form.team ? Number(form.team) : null,
        ...(await eventBody(form)),
      },
      affects: ['/events/?', MY_TEAMS_KEY],
    },
    COACH_MESSAGES.createFailed,
  );
  if (!result.ok) throw new Error(formErrorMessage(cause(result.failure), COACH_MESSAGES.createFailed));
  showToast(COACH_MESSAGES.created);
}

/** The program's events with one event changed by `edit` (removed when it answers null). */
const eventsPatch = <A = unknown>(id: number, edit: (event: LeagueEvent, answer: A) => LeagueEvent | null) =>
  cachePatch<Page<LeagueEvent>, A>(eventsKey(), (page, answer) => {
    if (!page) return page;
    const results = page.results.flatMap((item) => {
      if (item.id !== id) return [item];
      const edited = edit(item, answer);
      return edited ? [edited] : [];
    });
    return { ...page, count: page.count - (page.results.length - results.length), results };
  });

/** Applies an edit at once; puts the event back as it was if the server refuses it (spec 3 §4). */
export async function updateEvent(event: LeagueEvent, form: EventForm): Promise<boolean> {
  const body = await eventBody(form);
  const result = await change<LeagueEvent>(
    {
      method: 'PATCH',
      path: `/events/${event.id}/`,
      body,
      optimistic: eventsPatch(event.id, (item) => ({ ...item, ...body })),
      saved: eventsPatch<LeagueEvent>(event.id, (_, saved) => saved),
    },
    COACH_MESSAGES.updateFailed,
  );
  if (!result.ok) {
    showToast(formErrorMessage(cause(result.failure), COACH_MESSAGES.updateFailed), { tone: 'error' });
    return false;
  }
  showToast(COACH_MESSAGES.updated);
  return true;
}

/** Deletes an event (asked first in a confirm dialog); it leaves the list at once, and comes back if refused. */
export async function deleteEvent(event: LeagueEvent): Promise<boolean> {
  const result = await change(
    {
      method: 'DELETE',
      path: `/events/${event.id}/`,
      optimistic: eventsPatch(event.id, () => null),
      affects: [MY_TEAMS_KEY],
    },
    COACH_MESSAGES.deleteFailed,
  );
  if (!result.ok) {
    showToast(errorMessage(cause(result.failure), COACH_MESSAGES.deleteFailed), { tone: 'error' });
    return false;
  }
  showToast(COACH_MESSAGES.deleted);
  return true;
}

/**
 * Asks staff for calendar-editor rights for a program; throws the text to show when it fails. An
 * account that got rights meanwhile is told so (info) and reloaded.
 */
export async function requestAccess(program: string, message: string): Promise<void> {
  const result = await change<EditorRequest>(
    {
      method: 'POST',
      path: EDITOR_REQUESTS_KEY,
      body: { program, message: message.trim() },
      saved: cachePatch<Page<EditorRequest>, EditorRequest>(EDITOR_REQUESTS_KEY, (current, saved) => {
        const page = current ?? EMPTY_PAGE;
        return { ...page, count: page.count + 1, results: [saved, ...page.results] };
      }),
    },
    COACH_MESSAGES.requestFailed,
  );
  if (!result.ok) {
    const error = cause(result.failure);
    const detail = errorDetail(error);
    if (detail === COACH_MESSAGES.alreadyGranted) {
      showToast(detail, { tone: 'info' });
      await loadUser();
      return;
    }
    throw new Error(detail ?? formErrorMessage(error, COACH_MESSAGES.requestFailed));
  }
  showToast(COACH_MESSAGES.requestSent);
}

/** Reloads the account (its rights) and the requests (spec 3 §8 Access refresh). */
export async function refreshAccess(): Promise<void> {
  try {
    const [user, requests] = await Promise.all([loadUser(), api<Page<EditorRequest>>(EDITOR_REQUESTS_KEY)]);
    if (!user) throw new Error('The account could not be loaded');
    $editorRequests.mutate(requests);
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
  const result = await change<UploadResult>(
    {
      method: 'POST',
      path: '/events/season-games/bulk-upload/',
      body,
      affects: ['/events/seasons/'],
    },
    COACH_MESSAGES.uploadFailed,
  );
  if (!result.ok) throw new Error(formErrorMessage(cause(result.failure), COACH_MESSAGES.uploadFailed));
  return result.data;
}

/** Saves the caller's feedback on a rostered player (a profile or a child); throws the text to show when it fails. */
export async function saveFeedback(entry: RosterEntry, program: string, note: string): Promise<void> {
  const result = await change<CoachComment>(
    {
      method: 'POST',
      path: feedbackPath(entry),
      body: { note: note.trim(), program_id: program },
      saved: cachePatch<Page<RosterEntry>, CoachComment>(
        `/auth/coach/athletes/${$rosterQuery.get() ?? ''}`,
        (page, saved) =>
          page && {
            ...page,
            results: page.results.map((item) =>
              item.key === entry.key
                ? {
                    ...item,
                    feedback: [saved, ...item.feedback.filter((comment) => comment.id !== saved.id)],
                  }
                : item,
            ),
          },
      ),
    },
    COACH_MESSAGES.feedbackFailed,
  );
  if (!result.ok) throw new Error(errorMessage(cause(result.failure), COACH_MESSAGES.feedbackFailed));
  showToast(COACH_MESSAGES.feedbackSaved);
}
