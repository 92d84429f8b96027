interface Props {
  message: string;
  onRetry: () => void;
}

/** A portal that could not load: the message and a way to try again. */
export default function LoadProblem({ message, onRetry }: Props) {
  return (
    <div className="portal-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
