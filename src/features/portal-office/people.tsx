/**
 * The office's People section (issue 41 item 15): who works in the office and as what. Staff read
 * it; an admin invites people by e-mail, changes their names and roles, and removes them. The
 * server enforces the same (an admin's changes, the last admin kept).
 */
import { OFFICE_ROLES, personInputSchema, type OfficePerson } from '../../domain/office/people';
import type { ResourceTable } from '../../components/portal/resource/resource-table';

const base: ResourceTable<OfficePerson> = {
  id: 'people',
  label: 'Office people',
  singular: 'person',
  path: '/office/people/',
  pageSize: 20,
  rowName: (person) => person.name,
  searchLabel: 'Search by name or e-mail',
  columns: [
    { label: 'Name', cell: (person) => person.name },
    { label: 'E-mail', cell: (person) => person.email },
    { label: 'Role', cell: (person) => (person.role === 'admin' ? 'Admin' : 'Staff') },
    {
      label: 'Status',
      cell: (person) =>
        person.status === 'invited' ? (
          <span className="badge badge-warning">Invited</span>
        ) : (
          <span className="badge badge-success">Active</span>
        ),
    },
  ],
  messages: {
    empty: 'No one matches your search.',
    loadFailed: 'The office’s people could not be loaded right now.',
  },
};

/** What staff see: the list. */
export const peopleTable: ResourceTable<OfficePerson> = { ...base, creatable: false, editable: false };

/** What an admin sees: the list, invitations, roles and removal. */
export const peopleAdminTable: ResourceTable<OfficePerson> = {
  ...base,
  fields: [
    { name: 'first_name', label: 'First name', kind: 'text', note: 'required', maxLength: 150 },
    { name: 'last_name', label: 'Last name', kind: 'text', note: 'required', maxLength: 150 },
    {
      name: 'email',
      label: 'E-mail',
      kind: 'text',
      inputMode: 'email',
      note: 'required',
      createOnly: true,
      hint: 'The invitation goes here: its link sets their password (it works for 7 days).',
    },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      options: OFFICE_ROLES,
      initial: 'staff',
      note: 'required',
    },
  ],
  schema: personInputSchema,
  verbs: { add: 'Invite', delete: 'Remove' },
  deletable: true,
  deleteNote:
    'They can no longer sign in and are signed out everywhere; what they did stays in the activity log.',
  messages: {
    ...base.messages,
    created: 'Invitation sent.',
    updated: 'Saved.',
    deleted: 'Removed from the office.',
  },
};
