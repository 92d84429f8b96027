/**
 * One JSON mapping per table: each field a table's rows are answered with is read from its column
 * once, here, and every answer of that table (the public one, the office's) names the fields it
 * gives, in its own order. Public and office answers of the same table cannot drift apart.
 *
 *   const sponsorFields = tableJson<SponsorRow>()({ id: (row) => row.id, name: (row) => row.name, … });
 *   const publicSponsor = sponsorFields('id', 'name');   // (row) => { id, name }
 */
export function tableJson<Row>() {
  return <const Fields extends Record<string, (row: Row) => unknown>>(fields: Fields) =>
    <const Key extends keyof Fields & string>(...keys: Key[]) =>
    (row: Row): { [K in Key]: ReturnType<Fields[K]> } =>
      Object.fromEntries(keys.map((key) => [key, fields[key]!(row)])) as {
        [K in Key]: ReturnType<Fields[K]>;
      };
}
