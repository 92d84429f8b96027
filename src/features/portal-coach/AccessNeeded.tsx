import type { AccessState } from '../../domain/coach';

/**
 * What a section that needs calendar-editor rights for the program shown says without them (spec 3
 * §5, §6): the spec's message, then where the coach's request stands.
 */
export default function AccessNeeded({ message, access }: { message: string; access: AccessState }) {
  return (
    <p className="portal-muted">
      {message}{' '}
      {access.kind === 'pending'
        ? 'Your request for this program is pending review by our staff.'
        : 'Request it for this program in the access card.'}
    </p>
  );
}
