import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-validation';

const schema = v.object({
  // Declared in the opposite order to the form, so the schema's own order cannot decide.
  phone: v.pipe(v.string(), v.nonEmpty('Please enter a phone number.')),
  name: v.pipe(v.string(), v.nonEmpty('Please enter a name.')),
});

describe('validateForm', () => {
  it('reports the problem of the field shown first', () => {
    expect(validateForm(schema, { name: '', phone: '' }, ['name', 'phone'])).toEqual({
      success: false,
      issue: { field: 'name', message: 'Please enter a name.' },
    });
  });

  it('moves on to the next field once the first is fine', () => {
    expect(validateForm(schema, { name: 'Ann', phone: '' }, ['name', 'phone'])).toEqual({
      success: false,
      issue: { field: 'phone', message: 'Please enter a phone number.' },
    });
  });

  it("returns the schema's output when every field is fine", () => {
    expect(validateForm(schema, { name: 'Ann', phone: '555' }, ['name', 'phone'])).toEqual({
      success: true,
      output: { phone: '555', name: 'Ann' },
    });
  });
});
