import type { ReactNode, Ref } from 'react';
import './form.css';

interface Props {
  id: string;
  ref: Ref<HTMLDivElement>;
  /** The problem to announce; the live region stays in the page while empty so it is announced. */
  error?: string | null | undefined;
}

/** The form's alert region: announced when a message appears, focusable so focus can move to it. */
export default function FormMessage({ id, ref, error }: Props) {
  return (
    <div
      ref={ref}
      id={id}
      className="form-alert"
      role="alert"
      tabIndex={-1}
      data-empty={error ? undefined : ''}
    >
      {error}
    </div>
  );
}

/** A success panel announced politely and focusable (focus moves to it when a form is done). */
export function FormSuccess({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
