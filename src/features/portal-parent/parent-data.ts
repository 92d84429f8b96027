/**
 * The parent portal's data and actions (spec 2 §4, §7): the caller's children, registrations and
 * waivers as cached fetcher stores, and the changes a parent makes — add, edit (optimistic, rolled
 * back on failure), remove (gone at once, deleted after the 5 s undo window), acknowledge the code
 * of conduct, sign a waiver.
 */
import { atom } from 'nanostores';
import type { GuardianApproval } from '../../domain/athlete-profile';
import { CHILD_MESSAGES, type ChildForm } from '../../domain/children';
import { errorDetail, errorMessage } from '../../domain/error-message';
import type { Child, Page, Registration, WaiverStatus } from '../../domain/types';
import { createFetcherStore, revalidateKeys } from '../../lib/query';
import { cachePatch, change, type Change, type ChangeResult } from '../../lib/resource';
import { MY_TEAMS_KEY } from '../../stores/league';
import { loadUser } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { WAIVER_SIGN_MESSAGES } from '../../stores/waiver';

export const CHILDREN_KEY = '/auth/children/';
export const REGISTRATIONS_KEY = '/registrations/';
export const WAIVERS_KEY = '/waivers/';
export const APPROVALS_KEY = '/auth/guardian-approvals/';
export const ARCHIVED_KEY = '/auth/children/?archived=true';

export const $children = createFetcherStore<Page<Child>>([CHILDREN_KEY]);
export const $registrations = createFetcherStore<Page<Registration>>([REGISTRATIONS_KEY]);
export const $waivers = createFetcherStore<Page<WaiverStatus>>([WAIVERS_KEY]);
/** Children the parent archived (issue 17 item 14): hidden from the cards, records kept. */
export const $archivedChildren = createFetcherStore<Page<Child>>([ARCHIVED_KEY]);
/** Athletes who named this parent's e-mail as their guardian (spec 3 §4). */
export const $approvals = createFetcherStore<Page<GuardianApproval>>([APPROVALS_KEY]);

/** Spec 2 §9: the undo window of a removal. */
export const UNDO_WINDOW_MS = 5000;

export const PARENT_MESSAGES = {
  acknowledged: 'Thanks for acknowledging the Parent Code of Conduct.',
  acknowledgeFailed: 'Unable to record acknowledgement. Please try again.',
  paid: 'Payment received! Your athlete is registered.',
  canceled: 'Checkout canceled. You can restart payment anytime from this portal.',
  registerFailed: 'Failed to register',
  loadFailed: 'Failed to load portal data',
  sessionExpired: 'Session expired. Please log in again.',
  decisionFailed: 'Unable to record your decision right now. Please try again.',
} as const;

/** Children removed on screen whose delete has not been sent yet (ids). */
export const $removing = atom<readonly number[]>([]);

/** What the portal shows that a family's change can touch (key prefixes), loaded again after it. */
// '/aid/': a payment may use a financial aid award (issue 21 item 3).
const PORTAL_KEYS = [CHILDREN_KEY, REGISTRATIONS_KEY, WAIVERS_KEY, MY_TEAMS_KEY, '/events/seasons/', '/aid/'];

/** Reloads everything the portal shows (after a payment). */
export function reloadPortal(): void {
  revalidateKeys((key) => PORTAL_KEYS.some((prefix) => key.startsWith(prefix)));
}

/** Sends a change through the one mutator; the error itself is thrown when it fails, for the caller's words. */
async function sent<T>(request: Change, fallback: string): Promise<T> {
  const result: ChangeResult<T> = await change<T>({ affects: PORTAL_KEYS, ...request }, fallback);
  if (!result.ok) throw result.failure.cause ?? new Error(result.failure.message);
  return result.data;
}

const childBody = (form: ChildForm) => ({
  first_name: form.first_name.trim(),
  last_name: form.last_name.trim(),
  date_of_birth: form.date_of_birth || null,
  gender: form.gender,
});

/** Adds a child; the caller shows a failure. */
export async function addChild(form: ChildForm): Promise<void> {
  await sent<Child>({ method: 'POST', path: CHILDREN_KEY, body: childBody(form) }, CHILD_MESSAGES.addFailed);
  showToast(CHILD_MESSAGES.added);
}

/** Saves an edit at once on screen; puts the old child back if the server refuses it. */
export async function updateChild(child: Child, form: ChildForm): Promise<boolean> {
  const edited = { ...child, ...childBody(form), date_of_birth: form.date_of_birth || null };
  edited.name = `${edited.first_name} ${edited.last_name}`.trim();
  const result = await change<Child>(
    {
      method: 'PATCH',
      path: `${CHILDREN_KEY}${child.id}/`,
      body: childBody(form),
      affects: PORTAL_KEYS,
      optimistic: cachePatch<Page<Child>>(
        CHILDREN_KEY,
        (page) => page && { ...page, results: page.results.map((c) => (c.id === child.id ? edited : c)) },
      ),
    },
    CHILD_MESSAGES.updateFailed,
  );
  if (!result.ok) {
    showToast(errorMessage(result.failure.cause, CHILD_MESSAGES.updateFailed), { tone: 'error' });
    return false;
  }
  showToast(CHILD_MESSAGES.updated);
  return true;
}

const pendingDeletes = new Map<number, ReturnType<typeof setTimeout>>();

function setRemoving(id: number, removing: boolean) {
  const others = $removing.get().filter((item) => item !== id);
  $removing.set(removing ? [...others, id] : others);
}

/**
 * Removes a child from the screen at once with an Undo toast; the delete is sent after the undo
 * window. Undo cancels it; a failed delete brings the child back.
 */
export function removeChild(child: Child): number {
  setRemoving(child.id, true);
  const timer = setTimeout(() => {
    pendingDeletes.delete(child.id);
    void change(
      { method: 'DELETE', path: `${CHILDREN_KEY}${child.id}/`, affects: PORTAL_KEYS },
      CHILD_MESSAGES.removeFailed,
    )
      .then((result) => {
        // A registered child is refused with the reason (409); any other failure with the spec's words.
        if (!result.ok) {
          showToast(
            result.failure.status === 409
              ? errorMessage(result.failure.cause, CHILD_MESSAGES.removeFailed)
              : CHILD_MESSAGES.removeFailed,
            { tone: 'error' },
          );
        }
      })
      .finally(() => setRemoving(child.id, false));
  }, UNDO_WINDOW_MS);
  pendingDeletes.set(child.id, timer);
  return showToast(CHILD_MESSAGES.removed, {
    durationMs: UNDO_WINDOW_MS,
    fixed: true,
    action: { label: 'Undo', run: () => undoRemove(child.id) },
  });
}

/** Cancels a removal still in its undo window. */
export function undoRemove(id: number): void {
  const timer = pendingDeletes.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  pendingDeletes.delete(id);
  setRemoving(id, false);
  showToast(CHILD_MESSAGES.restored);
}

/**
 * Archives a child (hidden from the portal, every registration, payment and signature kept) or
 * shows an archived one again; the caller shows a failure.
 */
export async function setArchived(child: Child, archived: boolean): Promise<void> {
  await sent<Child>(
    { method: 'PATCH', path: `${CHILDREN_KEY}${child.id}/`, body: { archived } },
    CHILD_MESSAGES.updateFailed,
  );
  showToast(
    archived
      ? `${child.first_name} is archived. Their registrations, payments and waivers are kept.`
      : `${child.first_name} is back in your portal.`,
  );
}

/** Acknowledges the Parent Code of Conduct for the household; the user is then refreshed. */
export async function acknowledgeCodeOfConduct(): Promise<void> {
  const result = await change(
    { method: 'POST', path: '/auth/parent-code-of-conduct/acknowledge/', body: {} },
    PARENT_MESSAGES.acknowledgeFailed,
  );
  try {
    if (!result.ok) throw result.failure.cause;
    await loadUser();
    showToast(PARENT_MESSAGES.acknowledged);
  } catch {
    showToast(PARENT_MESSAGES.acknowledgeFailed, { tone: 'error' });
  }
}

/** The agreement a parent ticks when signing a child's waiver. */
export const parentAgreement = (child: Child) =>
  `I am ${child.first_name}'s parent or legal guardian, I have read this waiver, and I agree to it.`;

/** Signs a child's waiver (typed full name and agreement); the caller shows a failure. */
export async function signWaiver(child: number, signerName: string, version: string): Promise<void> {
  await sent(
    {
      method: 'POST',
      path: WAIVERS_KEY,
      body: { child, signer_name: signerName.trim(), agree: true, version },
    },
    WAIVER_SIGN_MESSAGES.failed,
  );
  showToast(WAIVER_SIGN_MESSAGES.signed);
}

/** Records the guardian's decision on an athlete's recruiting profile; the list then shows it. */
export async function decideApproval(athlete: GuardianApproval, approve: boolean): Promise<boolean> {
  const result = await change<GuardianApproval>(
    {
      method: 'POST',
      path: `${APPROVALS_KEY}${athlete.id}/${approve ? 'approve' : 'decline'}/`,
      body: {},
      saved: cachePatch<Page<GuardianApproval>, GuardianApproval>(
        APPROVALS_KEY,
        (page, saved) =>
          page && { ...page, results: page.results.map((a) => (a.id === saved.id ? saved : a)) },
      ),
    },
    PARENT_MESSAGES.decisionFailed,
  );
  if (!result.ok) {
    showToast(errorDetail(result.failure.cause) ?? PARENT_MESSAGES.decisionFailed, { tone: 'error' });
    return false;
  }
  showToast(
    approve
      ? `You approved ${athlete.name}'s recruiting profile. Recruiters can now see it.`
      : `You declined ${athlete.name}'s recruiting profile. Recruiters cannot see it.`,
  );
  return true;
}
