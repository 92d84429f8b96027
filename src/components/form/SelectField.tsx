import type { SelectHTMLAttributes } from 'react';
import FieldFrame, { type FieldProps } from './FieldFrame';

type Props = FieldProps & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select (options as children); its hint and any current problem are read with it. */
export default function SelectField({ id, label, labelNote, hint, errorId, children, ...select }: Props) {
  return (
    <FieldFrame {...{ id, label, labelNote, hint, errorId }} invalid={Boolean(select['aria-invalid'])}>
      {(describedBy) => (
        <select id={id} {...select} aria-describedby={describedBy}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
