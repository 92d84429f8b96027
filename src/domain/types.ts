/** Shapes of what the league API returns (spec 1 §3). Fields the spec does not name are optional. */
import type { Bracket } from './bracket';
import type { RegistrationStatus } from './registration-status';
import type { SeasonPriceJson } from './office/prices';

/** The refund policy's rule for a registration (src/domain/refund-policy.ts computes it). */
export type RefundRule = 'full' | 'partial' | 'none' | 'unknown';

/** What the policy allows on a day, and why. */
export interface RefundPolicy {
  rule: RefundRule;
  /** What the policy allows for the registration in total (cents). */
  policy_cents: number;
  /** What may still be refunded under the policy: its figure less what was refunded (cents). */
  allowed_cents: number;
  /** What is left of the payment: the most any refund may be, whoever makes it (cents). */
  remaining_cents: number;
  /** The rule that produced the figure, in words. */
  explanation: string;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface LocationRef {
  id: number | string;
  name: string;
}

export interface Location {
  id: number | string;
  name: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | string | null;
  longitude: number | string | null;
  address_line1: string;
  active?: boolean;
  programs?: string[];
}

export interface Division {
  id: number | string;
  name: string;
}

export interface Program {
  id: number | string;
  name: string;
  description?: string;
  logo?: string | null;
  locations?: (LocationRef | string)[];
  location_names?: string[];
  location?: string | null;
  sport?: string;
  active?: boolean;
  divisions?: Division[];
  /** The ages the program is for, inclusive (issue 22: the age groups it offers follow them). */
  min_age?: number | null;
  max_age?: number | null;
  /** Where its Register button goes (a /register path). */
  register_url?: string | null;
  /** The age groups it runs (U-11 … U-17); none or empty reads as every age within its ages. */
  age_groups?: string[];
  /**
   * Places left in its soonest open season, summed over its limited offerings (issue 21); null
   * when none is limited (unlimited, the spec's behaviour).
   */
  places_left?: number | null;
  /** Each limited offering of that season: venue and division ids (null: all), places left. */
  places?: ProgramPlaces[];
}

/** Places of one limited program offering in a season (GET /programs/). */
export interface ProgramPlaces {
  season: number;
  location: number | null;
  division: number | null;
  capacity: number;
  places_left: number;
}

export interface Sponsor {
  id: number | string;
  name: string;
  url?: string | null;
  logo?: string | null;
  logo_url?: string | null;
  description?: string;
  tier?: string;
  write_up?: string | null;
  active?: boolean;
}

export type Partner = Sponsor;

export interface SocialFeed {
  id: number | string;
  slug: string;
  label: string;
  type: 'iframe' | 'embed' | string;
  embed_url?: string | null;
  embed_html?: string | null;
  link?: string | null;
  script_url?: string | null;
  position?: number;
  active?: boolean;
}

export interface PressArticle {
  id: number | string;
  kind?: string;
  title: string;
  content: string;
  url?: string | null;
  published_at: string;
  /** News: set by the office to lead the /news spotlight. */
  pinned?: boolean;
  /** News: a site path or http(s) address of the article's picture. */
  image?: string | null;
  /** News: what the picture shows ('' or missing: the headline describes it). */
  image_alt?: string;
}

export interface ContentItem {
  title: string;
  content: string;
}

export interface Labelled {
  value?: string;
  label?: string;
}

export interface Standing {
  id: number | string;
  team_name: string;
  points_for: number;
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  points_against: number;
  points_diff: number;
  win_pct: number | string;
  /** Issue 38: the place by the league's tiebreakers within the division (teams level share it). */
  rank?: number | null;
  /** The division of the team ('' or missing: the season has one table). */
  division?: string;
  /** The tiebreaker that decided the place (head-to-head, point-diff, points-allowed, coin-toss). */
  tiebreak?: string | null;
  /** Level on every rule, waiting for the coin toss staff record. */
  toss_needed?: boolean;
}

export interface Game {
  id: number | string;
  kickoff: string;
  status: string;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  venue?: string | null;
  game_type?: string | null;
  officials?: string | null;
  notes?: string | null;
  /** Why the league office changed its state (delayed, postponed, cancelled, rescheduled; issue 39). */
  state_reason?: string;
}

export interface SeasonNewsItem {
  id: number | string;
  title: string;
  published_at: string;
  summary?: string;
  url?: string | null;
}

export interface SeasonDetail {
  id: number | string;
  label: string;
  value: string;
}

export type SeasonStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED';

export interface Season {
  id: number | string;
  title: string;
  subtitle?: string | null;
  status: SeasonStatus | string;
  start_date?: string | null;
  end_date?: string | null;
  season_label?: string | null;
  division?: string | null;
  division_label?: string | null;
  league_division?: Labelled | string | null;
  league_county?: Labelled | string | null;
  program?: { id?: number | string; name: string } | null;
  location?: { id?: number | string; name: string; city?: string } | null;
  notes?: string | null;
  standings?: Standing[];
  games?: Game[];
  news_items?: SeasonNewsItem[];
  details?: SeasonDetail[];
  /** When families may register (issue 19): inclusive league-time days, null when not announced. */
  registration_opens_on?: string | null;
  registration_closes_on?: string | null;
  /** What registering costs (issue 37): the season's own price, else the league's list. */
  price?: SeasonPriceJson | null;
  /** The season's teams (issue 19). */
  teams?: SeasonTeam[];
  /** Team events marked public within the season. */
  events?: SeasonEvent[];
  /** Issue 38: playoff brackets, drawn (src/domain/bracket.ts). */
  brackets?: SeasonBracket[];
}

/** A season's playoff bracket as the calendar and the portals draw it. */
export interface SeasonBracket extends Bracket {
  id: number;
  title: string;
}

/** A team of a season as the public calendar shows it. */
export interface SeasonTeam {
  id: number;
  name: string;
  colour: string;
  /** The program division it plays in (issue 41 item 1: a child's games before a team), if set. */
  division?: string | null;
  home_venue: { name: string; city: string } | null;
}

/** A public team event of a season. */
export interface SeasonEvent {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  location_text: string;
  notes: string;
  team_name: string | null;
}

export interface GalleryItem {
  id?: number | string;
  kind: 'photo' | 'video' | string;
  title: string;
  image?: string | null;
  video_url?: string | null;
  url?: string | null;
  category?: string;
  active?: boolean;
}

export interface HeroSlide {
  src: string;
  alt: string;
  badge?: string;
}

/** A registration as GET /registrations/ returns it (spec 2 §3, spec 3 §3). */
export interface Registration {
  id: number;
  kind: string;
  /** The season's label (Winter 2027); season_id the season (issue 19; null for referee fees). */
  season: string;
  season_id?: number | null;
  /** The team the office put the player on (issue 19), once it has. */
  team?: { id: number; name: string; colour: string } | null;
  child: number | null;
  athlete_profile: number | null;
  participant_name: string;
  program: string | null;
  program_name: string | null;
  location: number | null;
  location_detail: { id: number; name: string; city: string; state: string } | null;
  division: number | null;
  division_detail: { id: number; name: string } | null;
  shirt_size: string | null;
  shorts_size: string | null;
  glove_size: string | null;
  shoe_size: string | null;
  grade: string | null;
  age_group: string | null;
  league_division: string | null;
  league_county: string | null;
  /** What is charged: the fee less any financial aid (issue 21 item 3). */
  amount_cents: number;
  /** The price list's fee and the aid taken off it (0 without aid). */
  fee_cents?: number;
  aid_cents?: number;
  currency: string;
  /** 'paid' once a charge succeeded, else 'unpaid'. */
  payment_status: string;
  paid_at: string | null;
  /** True when the sandbox took its payment: no money moved (issue 17 item 6). */
  test_mode?: boolean;
  /** Issue 20: the status in the office's words (src/domain/registration-status.ts) and the refunds. */
  status?: RegistrationStatus;
  refunded_cents?: number;
  refunds?: { amount_cents: number; refunded_at: string }[];
  /** The family's latest refund request. */
  refund_request?: {
    status: 'PENDING' | 'APPROVED' | 'DENIED';
    created_at: string;
    review_note: string;
  } | null;
  /** What the refund policy allows today, while something of the payment is left. */
  refund_policy?: RefundPolicy | null;
  created_at: string;
}

/** A child of the signed-in parent (spec 2 §3). */
export interface Child {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  date_of_birth: string | null;
  gender: string;
  waiver_signed: boolean;
  /** Archived by the parent (issue 17 item 14): hidden from the cards, records kept. */
  archived?: boolean;
}

/** A child's waiver for the current waiver version (spec 2 §3). */
export interface WaiverStatus {
  id: number | null;
  child: number;
  child_name: string;
  provider: string;
  status: 'Signed' | 'Pending';
  signed_at: string | null;
  signer_name: string | null;
  version: string;
}

/** The league's waiver text (GET /waivers/current/). */
export interface WaiverText {
  version: string;
  title: string;
  effective: string;
  text: string;
}

/** A merchandise product (spec 3 §3, GET /store/products/). */
export interface Product {
  id: number;
  name: string;
  /** Decimal price, e.g. "45.00"; the page shows price_cents / 100. */
  price: string;
  price_cents: number;
  currency: string;
  description: string;
  /** A site path or URL of the product picture. */
  image: string | null;
  /** Units on hand; 0 is sold out (for a product sold by size, all sizes together). */
  inventory: number;
  /** The sizes a product sold by size comes in (the shared size list), each with its units on hand. */
  sizes?: { size: string; inventory: number }[];
}

/**
 * A signed-in user's calendar-editor rights as /auth/me/ (and login, register) answers them (spec 3
 * §3 "User fields read"; issue 17 item 5): granted per program by staff. Staff and admin hold no
 * grants; they edit every program by role.
 */
export interface CalendarRights {
  /** True when at least one program is granted. */
  can_edit_calendar: boolean;
  /** The ids of the programs granted (e.g. ['volleyball-girls']), sorted. */
  calendar_programs: string[];
  /** The teams the coach is on (issue 19), by name. */
  coach_teams: { id: number; name: string; season: number; program: string | null }[];
}

/** A calendar event (spec 3 §3, GET /events/). */
export interface LeagueEvent {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  location_text: string;
  notes: string;
  program: string | null;
  program_name: string | null;
  program_sport: string | null;
  /** team, showcase or referee_training. */
  category: string;
  /** The team a team event belongs to (issue 19), else null (the program's). */
  team?: number | null;
  team_name?: string | null;
  /** Listed to everyone (the public calendar); otherwise only to the team's families and coaches. */
  public?: boolean;
}

/** A referee page metric (spec 3 §3). */
export interface RefereeMetric {
  id: number | string;
  label: string;
  value: string;
  description: string;
}

/** A referee page highlight (spec 3 §3); `icon` names one of the page's icons. */
export interface RefereeHighlight {
  id: number | string;
  icon: string;
  title: string;
  body: string;
}

/** A referee page FAQ (spec 3 §3). */
export interface RefereeFaq {
  id: number | string;
  question: string;
  answer: string;
}

/**
 * A financial aid application (issue 21 item 3) as GET /aid/ and the office queue answer it
 * (src/domain/aid.ts has its words and rules). `award.aid_cents` is what it takes off the $250 fee.
 */
export interface AidApplication {
  id: number;
  child: number;
  child_name: string;
  season: number;
  /** The season's label, e.g. "Winter 2027". */
  season_label: string;
  household_size: number;
  statement: string;
  has_document: boolean;
  status: 'pending' | 'awarded' | 'declined' | 'withdrawn';
  award: { kind: 'percent' | 'amount'; value: number; aid_cents: number } | null;
  /** Staff allowed the award to serve more than one registration. */
  allow_reuse: boolean;
  /** A paid registration has used the award. */
  used: boolean;
  decision_note: string;
  decided_at: string | null;
  created_at: string;
}

/** An aid application as the office's review queue lists it (GET /office/aid/). */
export interface OfficeAidApplication extends AidApplication {
  family_name: string;
  family_email: string;
}
