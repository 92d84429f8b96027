import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first contentful paint, when idle, or with "visible" once in view (src/directives/painted.ts). */
    'client:painted'?: boolean | 'visible' | { rootMargin: string };
  }
}
