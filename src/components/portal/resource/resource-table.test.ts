import { describe, expect, it } from 'vitest';
import { bodyValue, changedBody, formValue, initialValues, type FieldDef } from './resource-table';

const f = (name: string, kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label: name,
  kind,
  ...extra,
});

describe('a field as form text and back', () => {
  it.each([
    [f('name', 'text'), 'Hawks', 'Hawks', 'Hawks'],
    [f('active', 'checkbox'), true, 'true', true],
    [f('active', 'checkbox'), false, '', false],
    [f('age_groups', 'checks'), ['U-12', 'U-14'], 'U-12,U-14', ['U-12', 'U-14']],
    [f('venues', 'reference-checks'), [3, 9], '3,9', [3, 9]],
    [f('location', 'reference'), 12, '12', 12],
    [f('location', 'reference'), null, '', null],
    [f('latitude', 'number'), 34.25, '34.25', 34.25],
    [f('latitude', 'number'), null, '', null],
    [f('start_date', 'date'), '2031-03-01', '2031-03-01', '2031-03-01'],
    [f('start_date', 'date'), null, '', null],
    [f('divisions', 'lines'), ['Rookie', 'Elite'], 'Rookie\nElite', ['Rookie', 'Elite']],
    [
      f('details', 'details'),
      [{ label: 'Game day', value: 'Saturdays' }],
      'Game day: Saturdays',
      [{ label: 'Game day', value: 'Saturdays' }],
    ],
  ])('%j: %j reads as %j and is sent as %j', (field, stored, text, sent) => {
    expect(formValue(field, stored)).toBe(text);
    expect(bodyValue(field, text)).toEqual(sent);
  });

  it('reads records listed in full by their id (checks) or name (lines), as a program lists its venues and divisions', () => {
    const venues = [
      { id: 3, name: 'Riverside Fields' },
      { id: 9, name: 'Oak Park' },
    ];
    expect(formValue(f('venues', 'reference-checks'), venues)).toBe('3,9');
    expect(
      formValue(f('divisions', 'lines'), [
        { id: 21, name: 'Juniors' },
        { id: 22, name: 'Seniors' },
      ]),
    ).toBe('Juniors\nSeniors');
  });

  it('reads and sends a custom field through its own conversions, the body following the other values', () => {
    const field = f('places', 'custom', {
      custom: {
        Control: () => null,
        toText: (value) => (value as number[]).join('+'),
        toBody: (text, values) => (values.unlimited === 'true' ? [] : text.split('+').map(Number)),
      },
    });
    expect(formValue(field, [1, 2])).toBe('1+2');
    expect(bodyValue(field, '1+2', {})).toEqual([1, 2]);
    const initial = { places: '1+2', unlimited: '' };
    // The text unchanged, but what it sends changed with another field: it is sent.
    expect(changedBody([field], { places: '1+2', unlimited: 'true' }, initial)).toEqual({ places: [] });
    expect(changedBody([field], initial, initial)).toEqual({});
  });

  it('keeps a number that is not one as text, so its rule can say what is wrong', () => {
    expect(bodyValue(f('home_score', 'number'), 'ten')).toBe('ten');
  });

  it('reads a kickoff in league time and sends the instant', () => {
    const kickoff = f('kickoff', 'datetime');
    expect(formValue(kickoff, '2031-03-08T15:00:00.000Z')).toBe('2031-03-08T09:00');
    expect(bodyValue(kickoff, '2031-03-08T09:00')).toBe('2031-03-08T15:00:00.000Z');
  });
});

describe('changedBody', () => {
  const fields = [
    f('name', 'text'),
    f('id', 'text', { createOnly: true }),
    f('active', 'checkbox', { initial: 'true' }),
  ];

  it('sends every field of a new record, with the defaults', () => {
    const values = initialValues(fields, null);
    expect(values).toEqual({ name: '', id: '', active: 'true' });
    expect(changedBody(fields, { ...values, name: 'Clinic' }, null)).toEqual({
      name: 'Clinic',
      id: '',
      active: true,
    });
  });

  it('sends only the fields that changed, never one chosen at creation', () => {
    const initial = initialValues(fields, { name: 'Clinic', id: 'clinic', active: true });
    expect(changedBody(fields, { ...initial, active: '', id: 'other' }, initial)).toEqual({ active: false });
    expect(changedBody(fields, initial, initial)).toEqual({});
  });
});
