import { useState } from 'react';
import TextAreaField from '../../../components/form/TextAreaField';
import { useForm } from '../../../components/form/use-form';
import { decide, type QueueTabId } from './queue-data';

interface Choice {
  status: string;
  label: string;
  done: string;
  tone: 'primary' | 'secondary';
}

interface Props {
  tab: QueueTabId;
  id: number;
  /** The note's label, e.g. 'Note to the coach'. */
  noteLabel: string;
  /** What the item is, read with each button ('Keisha Moore’s request'). */
  subject: string;
  choices: readonly Choice[];
}

/** A decision with an optional note: one button per outcome (approve, deny…). */
export default function ReviewForm({ tab, id, noteLabel, subject, choices }: Props) {
  const form = useForm<'review_note'>({ review_note: '' });
  const [busy, setBusy] = useState(false);
  const send = async (choice: Choice) => {
    setBusy(true);
    const done = await decide(
      tab,
      id,
      { status: choice.status, review_note: form.values.review_note.trim() },
      choice.done,
    );
    if (!done) setBusy(false);
  };
  return (
    <form
      {...form.formProps}
      className="portal-form queue-review"
      onSubmit={(event) => event.preventDefault()}
      aria-label={`Decision on ${subject}`}
    >
      <TextAreaField
        {...form.bind('review_note')}
        label={noteLabel}
        labelNote="optional"
        rows={2}
        maxLength={2000}
      />
      <div className="portal-actions">
        {choices.map((choice) => (
          <button
            key={choice.status}
            type="button"
            className={`btn btn-${choice.tone} btn-small`}
            disabled={busy || !form.hydrated}
            onClick={() => void send(choice)}
          >
            {choice.label}
            <span className="visually-hidden"> {subject}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
