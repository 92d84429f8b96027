/**
 * The athlete portal's data and actions (spec 3 §4, §7, §8): the caller's own profile and
 * registrations as cached fetcher stores; saving the profile (POST, then PATCH), switching recruiter
 * visibility (PATCH with only recruiter_visible), asking the guardian for approval, and reloading
 * after a payment.
 */
import type { AthleteProfile, ProfilePayload } from '../../domain/athlete-profile';
import { errorDetail } from '../../domain/error-message';
import type { Page, Registration, WaiverStatus } from '../../domain/types';
import { api } from '../../lib/api-client';
import { createFetcherStore, revalidateKeys } from '../../lib/query';
import { cachePatch, change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import { WAIVER_SIGN_MESSAGES } from '../../stores/waiver';

export const PROFILE_KEY = '/auth/athlete-profiles/?page_size=1';
export const REGISTRATIONS_KEY = '/registrations/';

export const $profile = createFetcherStore<Page<AthleteProfile>>([PROFILE_KEY]);
export const $registrations = createFetcherStore<Page<Registration>>([REGISTRATIONS_KEY]);
export const OWN_WAIVER_KEY = '/waivers/self/';
/** The athlete's own waiver for the current version (adults sign it in the registration flow). */
export const $ownWaiver = createFetcherStore<Pick<WaiverStatus, 'status' | 'signed_at' | 'version'>>([
  OWN_WAIVER_KEY,
]);

export const ATHLETE_MESSAGES = {
  loadFailed: 'Failed to load athlete portal.',
  saveFailed: 'Unable to save profile.',
  updated: 'Profile updated.',
  created: 'Profile created.',
  visibilityFailed: 'Unable to update recruiter visibility right now.',
  visibilityOn: 'Recruiter access enabled.',
  visibilityOff: 'Recruiter access disabled.',
  checkoutFailed: 'We could not start the registration checkout.',
  paid: 'Payment received! You are officially registered.',
  reloadFailed: 'Registration successful! Refresh the page to see the latest updates.',
  canceled: 'Checkout canceled. You can restart payment from this portal.',
  requestFailed:
    'Unable to e-mail your parent or guardian right now. Please try again, or write to them yourself.',
} as const;

const onePage = (profile: AthleteProfile): Page<AthleteProfile> => ({
  count: 1,
  next: null,
  previous: null,
  results: [profile],
});

/** The cached profile becomes the one the server answered. */
const savedProfile = cachePatch<Page<AthleteProfile>, AthleteProfile>(PROFILE_KEY, (_, saved) =>
  onePage(saved),
);

/** Saves the profile: creates it the first time (POST), then updates it (PATCH). The caller shows a failure. */
export async function saveProfile(
  current: AthleteProfile | null,
  body: ProfilePayload,
): Promise<AthleteProfile> {
  const result = await change<AthleteProfile>(
    current
      ? { method: 'PATCH', path: `/auth/athlete-profiles/${current.id}/`, body, saved: savedProfile }
      : { method: 'POST', path: '/auth/athlete-profiles/', body, saved: savedProfile },
    ATHLETE_MESSAGES.saveFailed,
  );
  // The form words a failure by the spec's own rule for this save (spec 3 §8), from the error itself.
  if (!result.ok) throw result.failure.cause ?? new Error(result.failure.message);
  showToast(current ? ATHLETE_MESSAGES.updated : ATHLETE_MESSAGES.created);
  return result.data;
}

/** Switches recruiter visibility (spec 3 §4: a PATCH with only recruiter_visible); true when saved. */
export async function setRecruiterVisible(profile: AthleteProfile, visible: boolean): Promise<boolean> {
  const result = await change<AthleteProfile>(
    {
      method: 'PATCH',
      path: `/auth/athlete-profiles/${profile.id}/`,
      body: { recruiter_visible: visible },
      saved: savedProfile,
    },
    ATHLETE_MESSAGES.visibilityFailed,
  );
  if (!result.ok) {
    showToast(ATHLETE_MESSAGES.visibilityFailed, { tone: 'error' });
    return false;
  }
  showToast(visible ? ATHLETE_MESSAGES.visibilityOn : ATHLETE_MESSAGES.visibilityOff);
  return true;
}

interface ApprovalRequested {
  detail: string;
  approval_requested_at: string;
}

/** Asks the league to e-mail the guardian an approval link (the only message it sends them). */
export async function requestGuardianApproval(profile: AthleteProfile): Promise<void> {
  const result = await change<ApprovalRequested>(
    {
      method: 'POST',
      path: `/auth/athlete-profiles/${profile.id}/request-approval/`,
      body: {},
      saved: cachePatch<Page<AthleteProfile>, ApprovalRequested>(PROFILE_KEY, (_, answer) =>
        onePage({
          ...profile,
          approval_requested_at: answer.approval_requested_at,
          guardian_declined_at: null,
        }),
      ),
    },
    ATHLETE_MESSAGES.requestFailed,
  );
  if (result.ok) showToast(result.data.detail);
  else showToast(errorDetail(result.failure.cause) ?? ATHLETE_MESSAGES.requestFailed, { tone: 'info' });
}

/** Signs the athlete's own waiver (18 or over); the caller shows a failure. */
export async function signOwnWaiver(signerName: string, version: string): Promise<void> {
  const result = await change(
    { method: 'POST', path: OWN_WAIVER_KEY, body: { signer_name: signerName, agree: true, version } },
    WAIVER_SIGN_MESSAGES.failed,
  );
  if (!result.ok) throw result.failure.cause ?? new Error(result.failure.message);
  showToast(WAIVER_SIGN_MESSAGES.signed);
}

/** Reloads the registrations and profile after a payment; an info toast when that fails (spec 3 §8). */
export async function reloadAfterPayment(): Promise<void> {
  try {
    const [registrations, profile] = await Promise.all([
      api<Page<Registration>>(REGISTRATIONS_KEY),
      api<Page<AthleteProfile>>(PROFILE_KEY),
    ]);
    $registrations.mutate(registrations);
    $profile.mutate(profile);
  } catch {
    showToast(ATHLETE_MESSAGES.reloadFailed, { tone: 'info' });
  }
}

/** Reloads the registrations (an unpaid one shows after a canceled payment). */
export function refreshRegistrations(): void {
  revalidateKeys(REGISTRATIONS_KEY);
}
