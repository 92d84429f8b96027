import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { isAdminValue } from '../../domain/role-map';
import { $session } from '../../stores/session';
import ResourceList from '../../components/portal/resource/ResourceList';
import type { ResourceTable } from '../../components/portal/resource/resource-table';
import { activityTable, OFFICE_TABLES } from './resources';
import { peopleAdminTable, peopleTable } from './people';
import { PRICE_TABLES } from './prices';
import { countiesTable, leagueDivisionsTable } from './teams';

/** A section that is one resource's list with its forms (geography: two; prices: three), loaded on demand. */
export default function ResourceSection({
  id,
  heading,
}: {
  id: 'geography' | 'prices' | 'activity' | 'people' | keyof typeof OFFICE_TABLES;
  heading: ReactNode;
}) {
  const { user } = useStore($session);
  if (id === 'geography' || id === 'prices') {
    const tables = id === 'prices' ? PRICE_TABLES : [leagueDivisionsTable, countiesTable];
    return (
      <section className="portal-card" aria-labelledby="office-section-title">
        {heading}
        {tables.map((table) => (
          <section key={table.id} className="office-subsection" aria-labelledby={`office-${table.id}-title`}>
            <ResourceList table={table as unknown as ResourceTable<{ id: string | number }>}>
              <h3 id={`office-${table.id}-title`}>{table.label}</h3>
            </ResourceList>
          </section>
        ))}
      </section>
    );
  }
  if (id === 'activity') {
    return (
      <section className="portal-card" aria-labelledby="office-section-title">
        <ResourceList table={activityTable}>{heading}</ResourceList>
      </section>
    );
  }
  // The office's people: an admin invites, changes and removes; staff read the list.
  const table =
    id === 'people' ? (isAdminValue(user?.role) ? peopleAdminTable : peopleTable) : OFFICE_TABLES[id];
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      {/* Each resource keeps its own list state; the key gives each its own component. Tables of
          different records share the kit, which reads a row only through the table's own functions. */}
      <ResourceList
        key={table === peopleAdminTable ? 'people-admin' : id}
        table={table as unknown as ResourceTable<{ id: string | number }>}
      >
        {heading}
      </ResourceList>
    </section>
  );
}
