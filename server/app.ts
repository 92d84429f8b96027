/** The Hono app: the league API under /api and, optionally, the built site for every other path. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { DomainError } from './errors';
import { ApiError, DOMAIN_STATUS } from './http/errors';
import { compressResponses } from './http/compress';
import { refuseNullCharacters } from './http/null-characters';
import { athleteProfileRoutes } from './routes/athlete-profiles/index';
import { authRoutes } from './routes/auth/index';
import { emailVerificationRoutes } from './routes/auth/email-verification';
import { childRoutes } from './routes/children/index';
import { guardianInvitationRoutes, secondGuardianRoutes } from './routes/children/guardians';
import { coachAthleteRoutes, coachChildRoutes } from './routes/coach/athletes';
import { emergencyRoutes } from './routes/emergency/index';
import { leaguePriceRoutes, leagueRoutes } from './routes/league/index';
import { officeCountyRoutes, officeLeagueDivisionRoutes } from './routes/office/geography';
import { myTeamRoutes, teamFeedRoutes } from './routes/teams/my-teams';
import { officeCoachRoutes, officeTeamRoutes } from './routes/teams/office-teams';
import { rosterRoutes as officeRosterRoutes } from './routes/teams/rosters';
import { bulkUploadRoutes } from './routes/coach/bulk-upload';
import { editorRequestRoutes } from './routes/coach/editor-requests';
import { contactRoutes } from './routes/contact/index';
import { eventRoutes } from './routes/events/index';
import { leadRoutes } from './routes/leads/index';
import { refereeRoutes } from './routes/referee/index';
import { cartRoutes, storeRoutes } from './routes/store/index';
import { galleryRoutes } from './routes/gallery/index';
import { guardianApprovalRoutes } from './routes/guardian-approvals/index';
import { guardianLinkRoutes } from './routes/guardian-approvals/link';
import { locationRoutes } from './routes/locations/index';
import { mediaRoutes } from './routes/media/index';
import { newsRoutes } from './routes/news/index';
import { officeSiteRoutes } from './routes/office/site';
import { paymentRoutes } from './routes/payments/index';
import { waitlistRoutes } from './routes/waitlist/index';
import { aidRoutes } from './routes/aid/index';
import { officeAidRoutes } from './routes/office/aid';
import {
  officeInstallmentRoutes,
  officePlanRoutes,
  officeRecordedPaymentRoutes,
} from './routes/office/plans';
import { officeLeaguePriceRoutes, officePromoRoutes, officeSeasonPriceRoutes } from './routes/office/prices';
import { officeWaitlistRoutes } from './routes/office/waitlist';
import { pressRoutes } from './routes/press/index';
import { programRoutes } from './routes/programs/index';
import { accessRequestRoutes } from './routes/recruiter/access-requests';
import { rosterRoutes } from './routes/recruiter/roster';
import { registrationRoutes } from './routes/registrations/index';
import { seasonRoutes } from './routes/seasons/index';
import { socialFeedRoutes } from './routes/social-feeds/index';
import { sponsorRoutes } from './routes/sponsors/index';
import { staffAthleteProfileRoutes } from './routes/staff/athlete-profiles';
import { staffContactRoutes } from './routes/staff/contact-messages';
import { staffEditorRequestRoutes } from './routes/staff/editor-requests';
import { staffGalleryRoutes } from './routes/staff/gallery-submissions';
import { staffQueueRoutes } from './routes/staff/queue';
import { staffRecruiterAccessRoutes } from './routes/staff/recruiter-access';
import { waiverRoutes } from './routes/waivers/index';
import { officeContentRoutes, officeNewsRoutes } from './routes/office/articles';
import { officeAuditRoutes } from './routes/office/audit';
import { officeGameRoutes } from './routes/office/games';
import { officeBracketRoutes, officeScheduleRoutes, officeStandingRoutes } from './routes/office/schedules';
import { coachGameRoutes, gameScoreRoutes } from './routes/games';
import { officeProgramRoutes } from './routes/office/programs';
import { officeSeasonNewsRoutes } from './routes/office/season-news';
import { officeSeasonRoutes } from './routes/office/seasons';
import { officeSocialFeedRoutes } from './routes/office/social-feeds';
import { officeSponsorRoutes } from './routes/office/sponsors';
import { officeUploadRoutes } from './routes/office/uploads';
import { officeVenueRoutes } from './routes/office/venues';
import { officePeopleRoutes } from './routes/office/people';
import { teamRosterRoutes } from './routes/teams/team-roster';
import { officeExportRoutes } from './routes/office/exports';
import { officeMessageRoutes } from './routes/office/messages';
import { officeOverviewRoutes } from './routes/office/overview';
import { officeRegistrationRoutes } from './routes/office/registrations';
import { officeWaiverRoutes } from './routes/office/waivers';
import { messageRoutes } from './routes/messages/index';
import { staffRefundRequestRoutes } from './routes/staff/refund-requests';
import { sandboxCloverRoutes } from './sandbox/clover/routes';
import { sandboxSmsRoutes } from './sandbox/sms/routes';
import {
  notificationSettingsRoutes,
  notifyPublicRoutes,
  phoneRoutes,
  pushSubscriptionRoutes,
} from './routes/notify/index';
import { availabilityRoutes } from './routes/availability/index';
import { coachTeamDayRoutes } from './routes/coach/team-day';
import { officeAttendanceRoutes } from './routes/office/attendance';
import { officeGameDayRoutes } from './routes/office/game-day';
import { staticSite, type SiteFolders, type StaticSite } from './static-site';
import { traceRequest } from './db/read-trace';

/** Options for createApp. */
export interface AppOptions {
  /** The built site to serve for non-API paths (a folder, or folders a rebuild switches); omit to serve the API only. */
  staticDir?: string | SiteFolders | undefined;
  /** Or the built site's handler itself, for a caller that also waits on it (startServer). */
  site?: StaticSite | undefined;
}

/** Largest JSON or form body accepted outside upload endpoints. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATH = /^\/api\/(gallery\/submissions|events\/season-games\/bulk-upload|office\/uploads)\/?$/;
/** Routes that take JSON or, with a file, multipart: only the multipart body streams past the limit. */
const OPTIONAL_UPLOAD_PATH = /^\/api\/aid\/?$/;

/** Builds the API router (mounted at /api). */
function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>({ strict: false });
  api.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'same-site',
      referrerPolicy: 'no-referrer',
      xFrameOptions: 'DENY',
    }),
  );
  if (deps.config.corsOrigins.length > 0) {
    // Bearer tokens only, never cookies (spec 1 §7), so credentials stay off.
    api.use(
      cors({ origin: deps.config.corsOrigins, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
    );
  }
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      c.header(
        'Cache-Control',
        c.req.method === 'GET' && !c.req.path.startsWith('/api/auth/') ? 'no-cache' : 'no-store',
      );
    }
  });
  api.use(async (c, next) => {
    // Upload routes stream their bodies through server/http/uploads.ts, under caps of their own;
    // a read has no body to limit (none is read), and looking for one would build a full Request.
    if (UPLOAD_PATH.test(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (
      OPTIONAL_UPLOAD_PATH.test(c.req.path) &&
      /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
    ) {
      return next();
    }
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (ctx) => ctx.json({ detail: 'Request body is too large.' }, 413),
    })(c, next);
  });

  api.use(refuseNullCharacters);
  // What a GET reads, from its policy's checks on (a signed-in answer is kept by what it was read from).
  api.use((c, next) => (c.req.method === 'GET' ? traceRequest(next) : next()));

  for (const router of [
    authRoutes,
    emailVerificationRoutes,
    sponsorRoutes,
    locationRoutes,
    programRoutes,
    socialFeedRoutes,
    pressRoutes,
    newsRoutes,
    seasonRoutes,
    galleryRoutes,
    contactRoutes,
    childRoutes,
    secondGuardianRoutes,
    guardianInvitationRoutes,
    waiverRoutes,
    registrationRoutes,
    paymentRoutes,
    waitlistRoutes,
    aidRoutes,
    eventRoutes,
    refereeRoutes,
    leadRoutes,
    storeRoutes,
    cartRoutes,
    athleteProfileRoutes,
    guardianApprovalRoutes,
    guardianLinkRoutes,
    accessRequestRoutes,
    rosterRoutes,
    staffRecruiterAccessRoutes,
    editorRequestRoutes,
    bulkUploadRoutes,
    coachAthleteRoutes,
    coachChildRoutes,
    emergencyRoutes,
    leagueRoutes,
    leaguePriceRoutes,
    myTeamRoutes,
    teamFeedRoutes,
    officeTeamRoutes,
    officeCoachRoutes,
    officeRosterRoutes,
    officeLeagueDivisionRoutes,
    officeCountyRoutes,
    staffQueueRoutes,
    staffEditorRequestRoutes,
    staffGalleryRoutes,
    staffContactRoutes,
    officeSiteRoutes,
    officeProgramRoutes,
    officeVenueRoutes,
    officeSeasonRoutes,
    officeGameRoutes,
    officeSeasonNewsRoutes,
    officeNewsRoutes,
    officeContentRoutes,
    officeSponsorRoutes,
    officeSocialFeedRoutes,
    officeAuditRoutes,
    staffAthleteProfileRoutes,
    officeUploadRoutes,
    mediaRoutes,
    // Issue 20: registrations and money, waivers, messages to families.
    officeRegistrationRoutes,
    officeWaitlistRoutes,
    officeAidRoutes,
    // Issue 41 item 15: the office's people (staff and admins).
    officePeopleRoutes,
    // Issue 41 item 5: a team's roster for its coaches and the office.
    teamRosterRoutes,
    // Issue 37: prices, promo codes.
    officeLeaguePriceRoutes,
    officeSeasonPriceRoutes,
    officePromoRoutes,
    officePlanRoutes,
    officeInstallmentRoutes,
    officeRecordedPaymentRoutes,
    officeExportRoutes,
    officeWaiverRoutes,
    officeMessageRoutes,
    officeOverviewRoutes,
    staffRefundRequestRoutes,
    messageRoutes,
    // Issue 38: schedules, standings, brackets and scores.
    officeScheduleRoutes,
    officeStandingRoutes,
    officeBracketRoutes,
    gameScoreRoutes,
    coachGameRoutes,
    // Issue 39: the notification path, who is coming, a coach's game day.
    notificationSettingsRoutes,
    phoneRoutes,
    pushSubscriptionRoutes,
    notifyPublicRoutes,
    availabilityRoutes,
    coachTeamDayRoutes,
    officeAttendanceRoutes,
    officeGameDayRoutes,
  ]) {
    api.route(router.base, router.app);
  }

  api.all('*', (c) => c.json({ detail: 'Not found.' }, 404));
  return api;
}

/** Composes the whole app around its dependencies. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(compressResponses);
  app.route('/api', createApi(deps));
  // Without this, /api itself (no trailing path) would fall through to the site.
  app.all('/api', (c) => c.json({ detail: 'Not found.' }, 404));

  // The local card provider, mounted apart from /api as Clover would be (only while it is the provider).
  if (deps.config.payments.provider === 'sandbox') app.route('/sandbox/clover', sandboxCloverRoutes);
  // The local SMS provider, likewise apart from /api, as Twilio would be (issue 39).
  if (deps.config.messages.sms.provider === 'sandbox') app.route('/sandbox/sms', sandboxSmsRoutes);

  const site = options.site ?? (options.staticDir ? staticSite({ root: options.staticDir }) : null);
  if (site) app.all('*', (c) => site(c));

  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof DomainError) return c.json(error.body, DOMAIN_STATUS[error.refusal]);
    if (error instanceof ApiError) {
      if (error.status === 401) c.header('WWW-Authenticate', 'Bearer realm="api"');
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ detail: error.message || 'Request could not be processed.' }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ detail: 'A server error occurred.' }, 500);
  });
  return app;
}
