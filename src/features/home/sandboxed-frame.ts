/**
 * Third-party embeds, loaded only when the visitor asks, in sandboxed iframes: their scripts run in
 * the embed's own origin (or an opaque one) and can never read this site's storage or session.
 */

/**
 * An iframe for an embed address. allow-same-origin keeps the embed's own origin (players need it)
 * and is dropped if the address is on this site, where it would lift the sandbox.
 */
export function urlFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const sameSite = new URL(src, window.location.href).origin === window.location.origin;
  frame.setAttribute(
    'sandbox',
    ['allow-scripts', 'allow-popups', 'allow-presentation', ...(sameSite ? [] : ['allow-same-origin'])].join(
      ' ',
    ),
  );
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.title = title;
  frame.src = src;
  return frame;
}

/**
 * An iframe for embed HTML (and its optional script): srcdoc with allow-scripts and allow-popups
 * but never allow-same-origin, so the document gets an opaque origin.
 */
export function htmlFrame(html: string, scriptUrl: string | null, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts allow-popups');
  frame.referrerPolicy = 'no-referrer';
  frame.title = title;
  const script = scriptUrl ? `<script async src="${scriptUrl.replace(/"/g, '&quot;')}"></script>` : '';
  frame.srcdoc = `<!doctype html><meta charset="utf-8"><base target="_blank"><style>body{margin:0;font-family:system-ui,sans-serif}</style>${html}${script}`;
  return frame;
}
