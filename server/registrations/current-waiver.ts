/** The league's current participation waiver, read from content/waivers/participation.yaml. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse } from 'yaml';

const WAIVER_FILE = fileURLToPath(new URL('../../content/waivers/participation.yaml', import.meta.url));

const waiverSchema = v.object({
  version: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.nonEmpty()),
  effective: v.pipe(v.string(), v.isoDate()),
  text: v.pipe(v.string(), v.nonEmpty()),
});

/** The waiver text families sign, with its version. */
export type Waiver = v.InferOutput<typeof waiverSchema>;

let cached: Waiver | null = null;

/** The current waiver (read once; a broken file stops the first request with a message naming it). */
export function currentWaiver(): Waiver {
  if (cached) return cached;
  const result = v.safeParse(waiverSchema, parse(readFileSync(WAIVER_FILE, 'utf8')));
  if (!result.success) {
    throw new Error(`content/waivers/participation.yaml is invalid: ${v.summarize(result.issues)}`);
  }
  cached = result.output;
  return cached;
}
