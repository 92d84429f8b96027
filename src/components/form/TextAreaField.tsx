import type { TextareaHTMLAttributes } from 'react';
import FieldFrame, { type FieldProps } from './FieldFrame';

type Props = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line text box; its hint and any current problem are read with it. */
export default function TextAreaField({ id, label, labelNote, hint, errorId, ...textarea }: Props) {
  return (
    <FieldFrame {...{ id, label, labelNote, hint, errorId }} invalid={Boolean(textarea['aria-invalid'])}>
      {(describedBy) => <textarea id={id} rows={4} {...textarea} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}
