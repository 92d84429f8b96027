/** Shapes of what the league API returns (spec 1 §3). Fields the spec does not name are optional. */

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
  title: string;
  content: string;
  url?: string | null;
  published_at: string;
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
}

export interface GalleryItem {
  id?: number | string;
  kind: 'photo' | 'video' | string;
  title: string;
  image?: string | null;
  video_url?: string | null;
  url?: string | null;
  category?: string;
}

export interface HeroSlide {
  src: string;
  alt: string;
  badge?: string;
}
