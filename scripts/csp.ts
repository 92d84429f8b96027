/**
 * The site's Content-Security-Policy, given to Astro's own CSP support (`security.csp` in
 * astro.config.mjs): Astro hashes every script and style it emits into a `<meta
 * http-equiv="content-security-policy">` on each page, and this adds the other directives.
 *
 * - Scripts: this site's own files and Astro's hashes; no 'unsafe-inline'. Besides: the card
 *   provider's script when PUBLIC_CLOVER_SDK_URL points elsewhere (Clover's checkout host), and the
 *   scripts of configured HTML embeds (social feeds with a script_url: their sandboxed srcdoc frames
 *   inherit this policy).
 * - Frames: the card fields (the local sandbox on this origin, or Clover's checkout host) and the
 *   configured embeds: the home page's highlights player (content/home.yaml) and the social feeds
 *   of the API snapshot. A feed added to the API later shows once the site is rebuilt.
 * - object-src 'none', base-uri 'self', form-action 'self'. Styles keep 'unsafe-inline' (islands and
 *   the map set style attributes); images and media may come from any https host (sponsor logos and
 *   gallery media are API data).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AstroUserConfig } from 'astro';
import { parse } from 'yaml';
import { INLINE_SCRIPTS } from '../src/lib/inline-scripts';
import { readSnapshot } from '../src/lib/snapshots';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspConfig['directives']>[number];

/** The origin of an absolute http(s) URL, else null (relative URLs are this site's own). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (items: (string | null)[]) => [...new Set(items.filter((item): item is string => !!item))];

/** What the policy allows besides this site, from the build's configuration and content. */
export interface CspSources {
  /** PUBLIC_CLOVER_SDK_URL (the sandbox's /sandbox/clover/sdk.js by default). */
  cardSdkUrl?: string | undefined;
  /** PUBLIC_API_BASE_URL ('/api' by default). */
  apiBaseUrl?: string | undefined;
  /** Addresses shown in frames: the highlights player, iframe feeds. */
  embedFrameUrls: (string | null | undefined)[];
  /** Scripts that HTML embeds load inside their frames. */
  embedScriptUrls: (string | null | undefined)[];
}

/** Astro's `security.csp` options for these sources. */
export function cspOptions(sources: CspSources) {
  const card = originOf(sources.cardSdkUrl);
  const embedScripts = unique(sources.embedScriptUrls.map(originOf));
  const frames = unique([card, ...sources.embedFrameUrls.map(originOf), ...embedScripts]);
  const api = originOf(sources.apiBaseUrl);
  return {
    algorithm: 'SHA-256' as const,
    directives: [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      // 'self' is the local card sandbox (/sandbox/clover/elements/), served from the site's origin.
      `frame-src ${["'self'", ...frames].join(' ')}`,
      `connect-src ${["'self'", ...unique([api])].join(' ')}`,
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob: https:",
      "font-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ] as CspDirective[],
    scriptDirective: {
      resources: ["'self'", ...unique([card]), ...embedScripts],
      // Astro hashes the scripts it bundles; the inline ones it renders as they are are hashed here.
      hashes: INLINE_SCRIPTS.map(
        (script) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const,
      ),
    },
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  };
}

/** The policy of this build: environment, content/home.yaml and the social-feeds snapshot. */
export function siteCsp(env: Record<string, string | undefined> = process.env) {
  const home = parse(readFileSync(new URL('../content/home.yaml', import.meta.url), 'utf8')) as {
    highlights?: { embedUrl?: string };
  };
  const feeds = readSnapshot('social-feeds').filter((feed) => feed.active !== false);
  return cspOptions({
    cardSdkUrl: env['PUBLIC_CLOVER_SDK_URL'],
    apiBaseUrl: env['PUBLIC_API_BASE_URL'],
    embedFrameUrls: [home.highlights?.embedUrl, ...feeds.map((feed) => feed.embed_url)],
    embedScriptUrls: feeds.map((feed) => feed.script_url),
  });
}
