import { useState } from 'react';
import type { AthleteProfile } from '../../domain/athlete-profile';
import { setRecruiterVisible } from './athlete-data';

/** The Recruiter Visibility toggle (spec 3 §2 item 3, §4): an athlete of 18 or over decides alone. */
export default function RecruiterVisibility({ profile }: { profile: AthleteProfile }) {
  const [busy, setBusy] = useState(false);
  const visible = profile.recruiter_visible;
  return (
    <section className="portal-card" aria-labelledby="visibility-title">
      <h2 id="visibility-title">Recruiter Visibility</h2>
      <p>
        You are 18 or over, so you decide whether approved recruiters can see your profile. You can change
        this at any time.
      </p>
      <div className="field field-check visibility-toggle">
        <input
          id="recruiter-visible"
          type="checkbox"
          role="switch"
          checked={visible}
          disabled={busy}
          aria-describedby="recruiter-visible-state"
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setBusy(true);
            void setRecruiterVisible(profile, next).finally(() => setBusy(false));
          }}
        />
        <label htmlFor="recruiter-visible">Show my profile to approved recruiters</label>
      </div>
      <p id="recruiter-visible-state" className="portal-muted">
        {visible ? 'Recruiters can see your profile.' : 'Your profile is hidden from recruiters.'}
      </p>
      <p className="portal-muted">
        Changing your name, birth date or school switches this off, so you decide again for the new details.
      </p>
    </section>
  );
}
