/**
 * Reads the API snapshots of content/snapshots/ (shapes in src/domain/snapshots.ts).
 * Build-time only: import this from .astro frontmatter, never from an island.
 */
import {
  SNAPSHOT_DEFAULTS,
  type SnapshotData,
  type SnapshotFile,
  type SnapshotName,
} from '../domain/snapshots';

export { CONTENT_TITLES, type SnapshotData, type SnapshotName } from '../domain/snapshots';

const files = import.meta.glob<{ default: SnapshotFile<SnapshotName> }>('../../content/snapshots/*.json', {
  eager: true,
});

/** The snapshot called `name`, or its empty default when none was ever taken. */
export function readSnapshot<K extends SnapshotName>(name: K): SnapshotData[K] {
  const file = files[`../../content/snapshots/${name}.json`];
  return (file?.default.data as SnapshotData[K] | undefined) ?? SNAPSHOT_DEFAULTS[name];
}
