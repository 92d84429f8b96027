import { describe, expect, it } from 'vitest';
import { changedBody, initialValues } from '../../components/portal/resource/resource-table';
import { validateForm } from '../../domain/form-validation';
import { countiesTable, leagueDivisionsTable, teamsTable } from './teams';

const names = (table: { fields?: readonly { name: string }[] }) => (table.fields ?? []).map((f) => f.name);

describe('the office’s team and geography forms', () => {
  it('asks for a new division’s code, and lets an edit (which has no code field) leave it out', () => {
    const table = leagueDivisionsTable;
    const fields = table.fields!;
    const blank = changedBody(fields, { ...initialValues(fields, null), label: 'SEC West' }, null);
    expect(validateForm(table.schema!, blank, names(table))).toEqual({
      success: false,
      issue: { field: 'code', message: 'Enter the code.' },
    });
    const edit = fields.filter((field) => !field.createOnly);
    const body = changedBody(edit, { label: 'SEC West', conference: 'AFC', position: '3' }, null);
    expect(validateForm(table.schema!, body, names(table))).toMatchObject({ success: true });
  });

  it('sends a team as the API takes it: ids as numbers, assistants as a list', () => {
    const fields = teamsTable.fields!;
    const values = {
      ...initialValues(fields, null),
      season: '7',
      name: 'Tupelo Titans',
      colour: '#0F766E',
      division: '3',
      head_coach: '12',
      assistants: '14,15',
    };
    const body = changedBody(fields, values, null);
    expect(body).toEqual({
      season: 7,
      name: 'Tupelo Titans',
      colour: '#0F766E',
      division: 3,
      location: null,
      head_coach: 12,
      assistants: [14, 15],
    });
    expect(validateForm(teamsTable.schema!, body, names(teamsTable))).toMatchObject({
      success: true,
      output: { colour: '#0f766e' },
    });
    expect(validateForm(teamsTable.schema!, { ...body, assistants: [12] }, names(teamsTable))).toEqual({
      success: false,
      issue: {
        field: 'assistants',
        message: 'The head coach is already the head coach: take them off the assistants.',
      },
    });
  });

  it('offers the league’s four states for a county', () => {
    const state = countiesTable.fields!.find((field) => field.name === 'state')!;
    expect(state.options).toEqual([
      { value: 'MS', label: 'Mississippi' },
      { value: 'TN', label: 'Tennessee' },
      { value: 'AR', label: 'Arkansas' },
      { value: 'AL', label: 'Alabama' },
    ]);
  });
});
