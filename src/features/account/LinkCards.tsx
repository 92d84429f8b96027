import type { ReactNode, Ref } from 'react';
import { FormSuccess } from '../../components/form/FormMessage';
import './account.css';

/** A mailed link that cannot be used (missing, used, expired): why, and where to go instead. */
export function LinkProblem({ message, next }: { message: string; next?: { href: string; label: string } }) {
  return (
    <div className="account-card">
      <div className="form-alert" role="alert">
        {message}
      </div>
      {next && (
        <p className="account-links">
          <a href={next.href}>{next.label}</a>
        </p>
      )}
    </div>
  );
}

/** A mailed link's work done: the outcome, announced and focused by the caller, and what next. */
export function LinkDone({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div className="account-card">
      <FormSuccess ref={ref}>{children}</FormSuccess>
    </div>
  );
}
