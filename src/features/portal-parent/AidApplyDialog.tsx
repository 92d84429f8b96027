/**
 * The financial aid application (issue 21 item 3), loaded when it is asked for (its own module): the
 * child, the season (open for registration or coming up), the household's size, a short statement
 * with its character count, an optional document (PDF, JPEG or PNG, at most 10 MB) and the consent
 * to review. Sent as multipart; the server's field errors show at their fields and nothing typed is
 * lost on an error; a sent application closes the dialog with the confirmation.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  AID_APPLICATION_FIELDS,
  AID_DOCUMENT_MAX_BYTES,
  AID_DOCUMENT_TYPES,
  AID_MESSAGES,
  AID_STATEMENT_MAX,
  aidApplicationInputSchema,
} from '../../domain/aid';
import { leagueToday, registrationWindow, seasonName } from '../../domain/season-registration';
import type { Season } from '../../domain/types';
import { $seasons } from '../../stores/league';
import CheckboxField from '../../components/form/CheckboxField';
import FileField from '../../components/form/FileField';
import FormMessage from '../../components/form/FormMessage';
import SelectField from '../../components/form/SelectField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import Dialog from '../../components/portal/Dialog';
import { submitAid } from './aid-actions';
import { AID_TEXT } from './aid-data';
import { $children } from './parent-data';
import FormActions from '../../components/form/FormActions';
import { lazyNumberFormat } from '../../domain/intl';

type Field = (typeof AID_APPLICATION_FIELDS)[number];

/** The seasons aid may be asked for: open for registration now or coming up (the server's rule too). */
function aidSeasons<S extends Season>(seasons: readonly S[], today: string): S[] {
  return seasons.filter((season) => {
    const window = registrationWindow(season, today);
    return window === 'open' || window === 'upcoming';
  });
}

/** A season as the application's select names it: its program, then its name. */
function aidSeasonLabel(season: Season): string {
  return season.program?.name ? `${season.program.name} · ${seasonName(season)}` : seasonName(season);
}

/** Whether a chosen document may be sent (its type and size); the server checks its bytes again. */
const documentProblem = (file: File | null) =>
  file &&
  (!(AID_DOCUMENT_TYPES as readonly string[]).includes(file.type) || file.size > AID_DOCUMENT_MAX_BYTES)
    ? AID_MESSAGES.document
    : null;

const count = lazyNumberFormat('en-US');

interface Props {
  /** The child chosen beforehand (the registration form's link), or null. */
  child: number | null;
  onClose: () => void;
  /** Where focus goes once it closes, when not back to what opened it. */
  returnFocus?: () => HTMLElement | null;
}

export default function AidApplyDialog({ child, onClose, returnFocus }: Props) {
  const children = useStore($children).data?.results ?? [];
  const seasons = aidSeasons(useStore($seasons).data?.results ?? [], leagueToday());
  const form = useForm<Field>({
    child: child !== null ? String(child) : children.length === 1 ? String(children[0]!.id) : '',
    season: seasons.length === 1 ? String(seasons[0]!.id) : '',
    household_size: '',
    statement: '',
    consent: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const length = form.values.statement.trim().length;

  const submit = form.submit(
    async () => {
      const input = form.check(aidApplicationInputSchema, AID_APPLICATION_FIELDS);
      if (!input) return;
      const badFile = documentProblem(file);
      if (badFile) return form.fail({ field: 'document', message: badFile });
      const body = new FormData();
      body.append('child', String(input.child));
      body.append('season', String(input.season));
      body.append('household_size', String(input.household_size));
      body.append('statement', input.statement);
      body.append('consent', 'true');
      if (file) body.append('document', file);
      const result = await submitAid(body);
      if (!result.ok) {
        const { field, message } = result.failure;
        return form.fail(field ? { field, message } : { message });
      }
      onClose();
    },
    () => AID_TEXT.submitFailed,
  );

  return (
    <Dialog
      open
      title={AID_TEXT.apply}
      onClose={onClose}
      busy={form.busy}
      {...(returnFocus ? { returnFocus } : {})}
    >
      <form {...form.formProps} className="portal-form aid-form" onSubmit={submit}>
        <p className="portal-muted">
          The league’s grant fund covers part or all of the season fee. Staff read each application and e-mail
          you their decision; an award comes off the fee by itself when you register.
        </p>
        <SelectField {...form.bind('child')} label="Child">
          <option value="">Choose a child</option>
          {children.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...form.bind('season')}
          label="Season"
          hint={
            seasons.length === 0 ? 'No season is open for registration or coming up right now.' : undefined
          }
        >
          <option value="">Choose a season</option>
          {seasons.map((season) => (
            <option key={season.id} value={String(season.id)}>
              {aidSeasonLabel(season)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.bind('household_size')}
          label="People in your household"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
        />
        <TextAreaField
          {...form.bind('statement')}
          label="Why you are applying"
          hint={`A few sentences are enough. ${count().format(length)} of ${count().format(AID_STATEMENT_MAX)} characters${length > AID_STATEMENT_MAX ? ` — ${count().format(length - AID_STATEMENT_MAX)} too many` : ''}.`}
          rows={5}
        />
        <FileField
          id={form.fieldId('document')}
          name="document"
          label="Supporting document"
          labelNote="optional"
          hint="A PDF, JPEG or PNG of at most 10 MB, such as a benefits letter."
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={form.problem?.field === 'document' || undefined}
          errorId={form.messageProps.id}
          file={file}
          onFile={setFile}
        />
        <CheckboxField {...form.bind('consent')} label={AID_TEXT.consent} />
        <FormMessage {...form.messageProps} />
        <FormActions
          busy={form.busy}
          ready={form.hydrated}
          onCancel={onClose}
          submitLabel="Send application"
          busyLabel="Sending…"
        />
      </form>
    </Dialog>
  );
}
