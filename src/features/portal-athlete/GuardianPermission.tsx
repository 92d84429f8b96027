import { useState } from 'react';
import { guardianApprovalMailto, guardianStatus, PROFILE_MESSAGES } from '../../domain/athlete-consent';
import type { AthleteProfile } from '../../domain/athlete-profile';
import { requestGuardianApproval } from './athlete-data';

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

const BADGE = {
  PENDING: ['badge-warning', 'Waiting for approval'],
  APPROVED: ['badge-success', 'Approved'],
  DECLINED: ['badge-neutral', 'Declined'],
} as const;

/**
 * The Parent/Guardian Permission block (spec 3 §2 item 2, §4): for athletes under 18 or without a
 * birth date. Request approval has the league e-mail the guardian a link to approve or decline (one
 * message: issue 22 item 6); the spec's mailto stays as "Write to them yourself" for families who
 * prefer their own mail. The guardian decides from that link or in the parent portal.
 */
export default function GuardianPermission({ profile }: { profile: AthleteProfile | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guardian = profile?.guardian_email.trim() ?? '';
  const status = profile ? guardianStatus(profile) : 'PENDING';
  const [badge, label] = BADGE[status];
  const request = () => {
    if (!profile || !guardian) return setProblem(PROFILE_MESSAGES.guardianEmailMissing);
    setProblem(null);
    setBusy(true);
    void requestGuardianApproval(profile).finally(() => setBusy(false));
  };
  return (
    <section className="portal-card" aria-labelledby="guardian-title">
      <div className="card-head">
        <h2 id="guardian-title">Parent/Guardian Permission</h2>
        <span className={`badge ${badge}`}>{label}</span>
      </div>
      <p>
        Athletes under 18, or without a birth date on their profile, are shown to recruiters only after a
        parent or guardian approves. Request approval and the league e-mails them a link to approve or
        decline; they can also decide in the parent portal.
      </p>
      {status === 'APPROVED' && profile?.guardian_approved_at ? (
        <p>
          {guardian || 'Your parent or guardian'} approved your profile on{' '}
          {formatDay(profile.guardian_approved_at)}. Recruiters can see it.
        </p>
      ) : (
        <>
          <p className="portal-muted">
            {guardian ? `Guardian email: ${guardian}` : 'No parent or guardian email saved yet.'}
            {status === 'DECLINED' && ' They declined last time; you can ask again.'}
            {profile?.approval_requested_at && status === 'PENDING'
              ? ` Last asked ${formatDay(profile.approval_requested_at)}.`
              : ''}
          </p>
          <div role="alert" className={problem ? 'portal-alert' : 'visually-hidden'}>
            {problem}
          </div>
          <div className="guardian-request">
            <button type="button" className="btn btn-primary" onClick={request} disabled={busy}>
              {busy ? 'Sending…' : 'Request approval'}
            </button>
            {profile && guardian && (
              <a href={guardianApprovalMailto(guardian, profile.name, window.location.origin)}>
                Write to them yourself
              </a>
            )}
          </div>
        </>
      )}
      <p className="portal-muted">
        Changing your name, birth date, school or phone after approval hides your profile again until your
        parent or guardian approves the new details.
      </p>
    </section>
  );
}
