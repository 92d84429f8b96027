// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { button, cleanup, click, field, fill, hydrate, render, settle } from '../../lib/testing/render';
import CheckboxField from './CheckboxField';
import FormMessage from './FormMessage';
import SelectField from './SelectField';
import TextAreaField from './TextAreaField';
import TextField from './TextField';
import { useForm } from './use-form';

afterEach(cleanup);

const schema = v.object({
  team: v.pipe(v.string(), v.trim(), v.nonEmpty('Please name the team.')),
  division: v.picklist(['junior', 'varsity'], 'Please choose a division.'),
  note: v.string(),
});

/** A form as a feature would build it; `send` stands in for the API call. */
function TeamForm({ send }: { send: (input: v.InferOutput<typeof schema>) => Promise<void> }) {
  const form = useForm({ team: '', division: '', note: '' });
  const submit = form.submit(
    async () => {
      const input = form.check(schema, ['team', 'division', 'note']);
      if (input) await send(input);
    },
    (error) => (error instanceof Error ? error.message : 'Could not save.'),
  );
  return (
    <form {...form.formProps} onSubmit={submit} aria-label="Team">
      <TextField {...form.bind('team')} label="Team" />
      <SelectField {...form.bind('division')} label="Division">
        <option value="">Choose</option>
        <option value="junior">Junior</option>
        <option value="varsity">Varsity</option>
      </SelectField>
      <TextAreaField {...form.bind('note')} label="Note" />
      <FormMessage {...form.messageProps} />
      <button type="submit" disabled={form.busy || !form.hydrated}>
        {form.busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/** An edit form whose venue (8) is one of a list that loads after the form opens. */
function VenueForm() {
  const form = useForm({ venue: '8' });
  const [venues, setVenues] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setVenues(['7', '8']), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <form {...form.formProps} aria-label="Season">
      <SelectField {...form.bind('venue')} label="Venue">
        <option value="">None</option>
        {venues.map((id) => (
          <option key={id} value={id}>
            Venue {id}
          </option>
        ))}
      </SelectField>
      <output>{form.values.venue}</output>
    </form>
  );
}

const alert = (page: HTMLElement) => page.querySelector<HTMLElement>('[role="alert"]')!;

/** A form filled from an account that is already known when the island runs. */
function AccountForm({ known }: { known: Record<'name' | 'email' | 'country', string> }) {
  const form = useForm({ name: '', email: '', country: 'US' });
  useEffect(() => form.fill(known), []);
  return (
    <form {...form.formProps} aria-label="Account">
      <TextField {...form.bind('name')} label="Name" />
      <TextField {...form.bind('email')} label="Email" />
      <TextField {...form.bind('country')} label="Country" />
    </form>
  );
}

describe('useForm', () => {
  it('takes over text, choices and notes typed before hydration, and sends them', async () => {
    const sent: unknown[] = [];
    const page = await hydrate(<TeamForm send={async (input) => void sent.push(input)} />, (html) => {
      expect(button(html, 'Save').disabled).toBe(true);
      field(html, 'Team').value = 'Hernando Hurricanes';
      field<HTMLSelectElement>(html, 'Division').value = 'varsity';
      field<HTMLTextAreaElement>(html, 'Note').value = 'Two new players';
    });

    expect(button(page, 'Save').disabled).toBe(false);
    await click(button(page, 'Save'));

    expect(sent).toEqual([{ team: 'Hernando Hurricanes', division: 'varsity', note: 'Two new players' }]);
    expect(field(page, 'Team').value).toBe('Hernando Hurricanes');
  });

  it('fills empty and untouched fields from known values, never what was typed before hydration', async () => {
    const known = { name: 'Lena Carter', email: 'referee@demo.test', country: 'CA' };
    const page = await hydrate(<AccountForm known={known} />, (html) => {
      field(html, 'Name').value = 'Sam Official';
    });
    expect(field(page, 'Name').value).toBe('Sam Official');
    expect(field(page, 'Email').value).toBe('referee@demo.test');
    // The default country was the form's, not the visitor's: the account's replaces it.
    expect(field(page, 'Country').value).toBe('CA');
  });

  it('leaves an unticked checkbox unticked when it hydrates, and takes over one ticked before', async () => {
    function Agree() {
      const form = useForm({ agree: '', news: '' });
      return (
        <form {...form.formProps} aria-label="Agree">
          <CheckboxField {...form.bind('agree')} label="I agree" />
          <CheckboxField {...form.bind('news')} label="Send me news" />
          <output>{`${form.values.agree}|${form.values.news}`}</output>
        </form>
      );
    }
    const page = await hydrate(<Agree />, (html) => {
      html.querySelector<HTMLInputElement>('input[name="news"]')!.checked = true;
    });
    expect(page.querySelector('output')!.textContent).toBe('|true');
    expect(page.querySelector<HTMLInputElement>('input[name="agree"]')!.checked).toBe(false);
  });

  it('keeps a select’s value while its options are still loading (an edit form loses nothing)', async () => {
    const page = await render(<VenueForm />);
    await settle();
    expect(page.querySelector('output')?.textContent).toBe('8');
    expect(field<HTMLSelectElement>(page, 'Venue').value).toBe('8');
  });

  it('shows the first problem in field order, marks and focuses that field', async () => {
    const page = await render(<TeamForm send={async () => {}} />);

    await click(button(page, 'Save'));

    expect(alert(page).textContent).toBe('Please name the team.');
    expect(document.activeElement).toBe(field(page, 'Team'));
    expect(field(page, 'Team').getAttribute('aria-invalid')).toBe('true');
    expect(field(page, 'Team').getAttribute('aria-describedby')).toBe(alert(page).id);

    await fill(field(page, 'Team'), 'Hawks');
    await click(button(page, 'Save'));

    expect(alert(page).textContent).toBe('Please choose a division.');
    expect(document.activeElement).toBe(field(page, 'Division'));
    expect(field(page, 'Team').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears a field’s problem as soon as that field is edited', async () => {
    const page = await render(<TeamForm send={async () => {}} />);
    await click(button(page, 'Save'));
    expect(alert(page).textContent).toBe('Please name the team.');

    await fill(field(page, 'Team'), 'H');

    expect(alert(page).textContent).toBe('');
    expect(field(page, 'Team').hasAttribute('aria-invalid')).toBe(false);
  });

  it('is busy while sending, then shows a failure in words and moves focus to the message', async () => {
    let fail: (error: Error) => void = () => {};
    const page = await render(
      <TeamForm send={() => new Promise<void>((_resolve, reject) => (fail = reject))} />,
    );
    await fill(field(page, 'Team'), 'Hawks');
    await fill(field<HTMLSelectElement>(page, 'Division'), 'junior');

    await click(button(page, 'Save'));
    expect(button(page, 'Saving…').disabled).toBe(true);
    expect(page.querySelector('form')?.getAttribute('aria-busy')).toBe('true');

    fail(new Error('That team name is taken.'));
    await click(document.body);

    expect(alert(page).textContent).toBe('That team name is taken.');
    expect(document.activeElement).toBe(alert(page));
    expect(button(page, 'Save').disabled).toBe(false);
    expect(field(page, 'Team').value).toBe('Hawks');
  });

  it('posts and leaves validation to script, so an early submit puts nothing in the address', async () => {
    const page = await render(<TeamForm send={async () => {}} />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.noValidate).toBe(true);
  });
});
