import type { InputHTMLAttributes } from 'react';
import FieldFrame, { type FieldProps } from './FieldFrame';

type Props = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; its hint and any current problem are read with it. */
export default function TextField({ id, label, labelNote, hint, errorId, ...input }: Props) {
  return (
    <FieldFrame {...{ id, label, labelNote, hint, errorId }} invalid={Boolean(input['aria-invalid'])}>
      {(describedBy) => <input id={id} {...input} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}
