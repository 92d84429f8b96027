/**
 * The portal kit's dialogs and flows that only a click opens, loaded on demand (src/lib/on-demand.ts):
 * render them only while open, and spread `onIntent(…)` on the button that opens them. The
 * registration flow (form, review, card) loads when its section shows; a family's team panel and
 * emergency contact when a child's card (or the athlete's portal) shows them. A part that opens
 * another on demand declares that one itself (EmergencySection: its dialog), so no part imports
 * this file back.
 */
import { lazyView } from './LazyView';

export const WaiverDialog = lazyView(() => import('./WaiverDialog'), 'Loading the waiver…');
export const RegistrationReview = lazyView(
  () => import('./RegistrationReview'),
  'Loading your registration…',
);
export const CardPaymentDialog = lazyView(
  () => import('../payments/CardPaymentDialog'),
  'Loading the card payment…',
);
export const ConfirmDialog = lazyView(() => import('./ConfirmDialog'), 'Loading…');
/** A paid registration's outcome and receipt link: fetched with the card dialog (on intent). */
export const PaymentSuccessPanel = lazyView(() => import('./PaymentSuccessPanel'), 'Loading your receipt…');
/** A player's team (coaches, schedule, subscribe link) in the family portals: loads when a team shows. */
export const TeamPanel = lazyView(() => import('./TeamPanel'), 'Loading the team…');
/** A player's emergency contact and medical notes with their edit button, in the family portals. */
export const EmergencySection = lazyView(
  () => import('./EmergencySection'),
  'Loading the emergency contact…',
);
/** A family's registration list (receipts, refunds), below the fold in a child's card. */
export const RegistrationList = lazyView(() => import('./RegistrationList'), 'Loading the registrations…');
/**
 * A season's status, dates, top of the standings and calendar link, below the fold in the family and
 * coach portals (issue 23: /portal/parent's first screen was 110.1 KB gz of its 110 KB). The
 * recruiter portal loads nothing else on demand, so it imports the snapshot itself: loading it on
 * demand there would add the loader (1.1 KB gz) to save less.
 */
export const SeasonSnapshot = lazyView(() => import('./SeasonSnapshot'), 'Loading the season…');
/** Who is coming (issue 39): the family's games and practices with one-tap answers. */
export const GameDay = lazyView(() => import('./GameDay'), 'Loading games and practices…');
/** How the league reaches the person (issue 39): channels, phone, push, quiet hours. */
export const NotificationSettings = lazyView(
  () => import('./NotificationSettings'),
  'Loading your settings…',
);
