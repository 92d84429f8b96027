import { useId, useState } from 'react';
import { primarySportLabel } from '../../domain/athlete-consent';
import { onIntent } from '../../lib/on-demand';
import { lazyView } from '../../components/portal/LazyView';
import type { Props } from './ProfileFormBody';

/** The form's nine groups, loaded when the card first opens (src/lib/on-demand.ts). */
const ProfileFormBody = lazyView(() => import('./ProfileFormBody'), 'Loading your profile…');

/** The Athlete Profile card (spec 3 §2 item 1): collapsible, open until a profile exists. */
export default function ProfileForm({ profile, accountName }: Props) {
  const [open, setOpen] = useState(profile === null);
  // Once opened, the form stays (collapsing keeps what was typed).
  const [opened, setOpened] = useState(open);
  const bodyId = useId();
  const summary = profile
    ? [profile.name, primarySportLabel(profile.primary_sport), profile.current_team, profile.school]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <section className="portal-card" aria-labelledby="athlete-profile-title">
      <div className="card-head">
        <h2 id="athlete-profile-title">Athlete Profile</h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-expanded={open}
          aria-controls={bodyId}
          {...onIntent(ProfileFormBody)}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          {open ? 'Collapse' : 'Expand'}
        </button>
      </div>
      {profile ? (
        !open && <p className="portal-muted">{summary}</p>
      ) : (
        <p className="portal-muted">
          Create your recruiting profile. Save it before you register for a program.
        </p>
      )}
      <div id={bodyId} hidden={!open}>
        {opened && <ProfileFormBody profile={profile} accountName={accountName} />}
      </div>
    </section>
  );
}
