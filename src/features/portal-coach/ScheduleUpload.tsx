import { useState } from 'react';
import {
  checkUpload,
  COACH_MESSAGES,
  teamsInProgram,
  uploadSeasons,
  uploadSummary,
  type UploadResult,
} from '../../domain/coach';
import { TEMPLATE_FILE_NAME, templateCsv } from '../../domain/schedule-csv';
import type { Season } from '../../domain/types';
import type { User } from '../../stores/session';
import FileField from '../../components/form/FileField';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import SelectField from '../../components/form/SelectField';
import { useForm } from '../../components/form/use-form';
import { uploadSchedule } from './coach-data';

interface Props {
  user: User | null;
  /** The program shown; its seasons are offered. */
  program: string;
  seasons: readonly Season[];
}

/**
 * Bulk CSV upload (spec 3 §2, §5, §8): a season, a file from the template, and the result — how many
 * games were created and updated, and each row that was not imported with its line number.
 */
export default function ScheduleUpload({ user, program, seasons }: Props) {
  const form = useForm<'season'>({ season: '' });
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const submit = form.submit(
    async () => {
      setResult(null);
      const problem = checkUpload(user, program, form.values.season, file);
      if (problem) {
        form.fail({
          message: problem,
          ...(problem === COACH_MESSAGES.seasonNeeded
            ? { field: 'season' }
            : problem === COACH_MESSAGES.fileNeeded
              ? { field: 'file' }
              : {}),
        });
        return;
      }
      setResult(await uploadSchedule(form.values.season, file!));
    },
    (error) => (error instanceof Error ? error.message : COACH_MESSAGES.uploadFailed),
  );
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
  const choices = uploadSeasons(user, program, seasons);
  // A coach who holds no grant uploads their own teams' games only (the server refuses others).
  const warnings = result?.warnings ?? [];
  const ownTeams = choices.length < seasons.length ? teamsInProgram(user, program) : [];

  return (
    <section className="portal-card" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload a season schedule</h2>
      <p className="portal-muted">
        Fill in the template (one game per row; kickoff in Central time, like 2026-09-12 09:00) and upload it.
        Rows that match a game already on the schedule update it.
      </p>
      {ownTeams.length > 0 && (
        <p className="portal-muted">
          Each row must name your team ({ownTeams.map((team) => team.name).join(', ')}) as home or away.
        </p>
      )}
      <p>
        <a href={template} download={TEMPLATE_FILE_NAME}>
          Download the CSV template
        </a>
      </p>
      <form
        {...form.formProps}
        encType="multipart/form-data"
        className="portal-form"
        onSubmit={submit}
        aria-label="Schedule upload"
      >
        <SelectField {...form.bind('season')} label="Season">
          <option value="">Select a season</option>
          {choices.map((season) => (
            <option key={season.id} value={String(season.id)}>
              {season.title}
            </option>
          ))}
        </SelectField>
        <FileField
          id={form.fieldId('file')}
          name="file"
          label="Schedule file (CSV)"
          accept=".csv,text/csv"
          hint="The template’s columns; up to 1 MB."
          file={file}
          onFile={setFile}
          errorId={form.messageProps.id}
          aria-invalid={form.problem?.field === 'file' ? true : undefined}
        />
        <FormMessage {...form.messageProps} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
            {form.busy ? 'Uploading…' : 'Upload schedule'}
          </button>
        </div>
      </form>
      {result && (
        <FormSuccess>
          <p>{uploadSummary(result)}</p>
          {result.errors.length > 0 && (
            <ul className="upload-errors" aria-label="Rows not imported">
              {result.errors.map((error) => (
                <li key={`${error.row}-${error.error}`}>
                  Row {error.row}: {error.error}
                </li>
              ))}
            </ul>
          )}
          {warnings.length > 0 && (
            <ul className="upload-errors" aria-label="Rows imported with a warning">
              {warnings.map((warning) => (
                <li key={`${warning.row}-${warning.warning}`}>
                  Row {warning.row}: {warning.warning}
                </li>
              ))}
            </ul>
          )}
        </FormSuccess>
      )}
    </section>
  );
}
