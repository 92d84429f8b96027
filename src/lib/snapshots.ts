/**
 * Reads the API snapshots (shapes in src/domain/snapshots.ts): from SNAPSHOT_DIR first when set
 * (`npm start` points it at `<DATA_DIR>/snapshots`, outside the tracked tree), else the committed
 * ones in content/snapshots/. Build-time only: import this from .astro frontmatter, never from an island.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SNAPSHOT_DEFAULTS,
  SNAPSHOT_DIR,
  type SnapshotData,
  type SnapshotFile,
  type SnapshotName,
} from '../domain/snapshots';

export { CONTENT_TITLES, type SnapshotData, type SnapshotName } from '../domain/snapshots';

// Read at build time, in Node: the folder of this run's snapshots, if any.
const runDir = process.env.SNAPSHOT_DIR?.trim();

/** The snapshot called `name`, or its empty default when none was ever taken. */
export function readSnapshot<K extends SnapshotName>(name: K): SnapshotData[K] {
  for (const dir of [runDir, SNAPSHOT_DIR]) {
    const path = dir ? join(dir, `${name}.json`) : '';
    if (path && existsSync(path)) {
      return (JSON.parse(readFileSync(path, 'utf8')) as SnapshotFile<K>).data;
    }
  }
  return SNAPSHOT_DEFAULTS[name];
}
