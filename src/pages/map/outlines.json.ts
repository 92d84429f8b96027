/** /map/outlines.json: the embedded map background, cut from us-atlas at build time (src/lib/map-outlines.ts). */
import type { APIRoute } from 'astro';
import { cutOutlines, readCountiesTopology } from '../../lib/map-outlines';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(cutOutlines(readCountiesTopology())), {
    headers: { 'content-type': 'application/json' },
  });
