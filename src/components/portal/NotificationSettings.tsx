import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { CHANNEL_LABELS, NOTIFY_MESSAGES, formatPhone, type NotificationProfile } from '../../domain/notify';
import { createFetcherStore } from '../../lib/query';
import { change } from '../../lib/resource';
import { pushSupported, subscribeThisDevice } from '../../lib/push';
import { revalidateKeys } from '../../lib/query';
import { showToast } from '../../stores/toasts';
import './game-day.css';

const SETTINGS_KEY = '/auth/notification-settings/';
const $profile = createFetcherStore<NotificationProfile>([SETTINGS_KEY]);

type Draft = Pick<
  NotificationProfile,
  'email' | 'sms' | 'push' | 'non_essential' | 'quiet_start' | 'quiet_end'
>;

/** The mobile number: add it, then confirm it with the texted code. */
function PhoneField({ profile }: { profile: NotificationProfile }) {
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const [problem, setProblem] = useState('');
  const phone = profile.phone;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change(
      { method: 'POST', path: '/auth/phone/', body: { number }, affects: [SETTINGS_KEY] },
      NOTIFY_MESSAGES.phoneInvalid,
    );
    if (!result.ok) return setProblem(result.failure.message);
    setProblem('');
    setAsked(true);
    showToast(NOTIFY_MESSAGES.codeSent, { key: 'notify' });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change(
      { method: 'POST', path: '/auth/phone/confirm/', body: { code }, affects: [SETTINGS_KEY] },
      NOTIFY_MESSAGES.codeWrong,
    );
    if (!result.ok) return setProblem(result.failure.message);
    setProblem('');
    setAsked(false);
    showToast(NOTIFY_MESSAGES.phoneConfirmed, { key: 'notify' });
  };
  if (!profile.sms_available) return <p className="portal-muted">{NOTIFY_MESSAGES.smsOff}</p>;
  return (
    <div className="phone-field">
      {phone && (
        <p>
          Texts go to <strong>{formatPhone(phone.number)}</strong>{' '}
          {phone.confirmed ? '(confirmed)' : '(not confirmed yet)'}
        </p>
      )}
      {asked || (phone && !phone.confirmed) ? (
        <form onSubmit={(event) => void confirm(event)} className="inline-form">
          <label htmlFor="phone-code">Code from the text</label>
          <input
            id="phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={problem ? 'phone-problem' : undefined}
          />
          <button type="submit" className="button">
            Confirm number
          </button>
        </form>
      ) : null}
      <form onSubmit={(event) => void send(event)} className="inline-form">
        <label htmlFor="phone-number">{phone ? 'Another mobile number' : 'Mobile number'}</label>
        <input
          id="phone-number"
          type="tel"
          autoComplete="tel"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          aria-describedby={problem ? 'phone-problem' : undefined}
        />
        <button type="submit" className="button button-secondary">
          Text me a code
        </button>
      </form>
      {problem && (
        <p id="phone-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * How the league reaches this person (issue 39): e-mail, texts and push (on this device), whether
 * non-essential messages come at all (game changes such as cancellations always do), quiet hours.
 */
export default function NotificationSettings() {
  const profile = useStore($profile).data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pushing, setPushing] = useState(false);
  useEffect(() => {
    if (profile && !draft) {
      const { email, sms, push, non_essential, quiet_start, quiet_end } = profile;
      setDraft({ email, sms, push, non_essential, quiet_start, quiet_end });
    }
  }, [profile, draft]);
  if (!profile || !draft) {
    return (
      <section className="portal-card" aria-labelledby="notify-title">
        <h2 id="notify-title">Notifications</h2>
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your settings…
        </p>
      </section>
    );
  }
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change(
      { method: 'PUT', path: SETTINGS_KEY, body: { ...draft } },
      NOTIFY_MESSAGES.saveFailed,
    );
    showToast(result.ok ? NOTIFY_MESSAGES.saved : result.failure.message, {
      key: 'notify',
      ...(result.ok ? {} : { tone: 'error' as const }),
    });
  };
  const turnOnPush = async () => {
    setPushing(true);
    try {
      await subscribeThisDevice(profile.push_key);
      revalidateKeys((key) => key.startsWith(SETTINGS_KEY));
      showToast('Push notifications are on for this device.', { key: 'notify' });
    } catch (error) {
      showToast(error instanceof Error ? error.message : NOTIFY_MESSAGES.pushUnavailable, {
        tone: 'error',
        key: 'notify',
      });
    } finally {
      setPushing(false);
    }
  };
  const toggle = (name: 'email' | 'sms' | 'push' | 'non_essential') => (
    <label className="check">
      <input
        type="checkbox"
        checked={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.checked })}
      />{' '}
      {name === 'non_essential'
        ? 'Other news and reminders (game changes always reach you)'
        : CHANNEL_LABELS[name]}
    </label>
  );
  return (
    <section className="portal-card notify-settings" aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications</h2>
      <p className="portal-muted">
        Game changes, messages and reminders reach you in this portal and the ways you choose.
        {profile.email_confirmed
          ? ''
          : ' Until you confirm your e-mail address, only game-day notices about your own players are e-mailed.'}
      </p>
      <form onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>Send me</legend>
          {toggle('email')}
          {toggle('sms')}
          {toggle('push')}
          {toggle('non_essential')}
        </fieldset>
        <fieldset className="quiet-hours">
          <legend>Quiet hours (nothing but urgent notices)</legend>
          <label htmlFor="quiet-start">From</label>
          <input
            id="quiet-start"
            type="time"
            value={draft.quiet_start ?? ''}
            onChange={(e) => setDraft({ ...draft, quiet_start: e.target.value || null })}
          />
          <label htmlFor="quiet-end">Until</label>
          <input
            id="quiet-end"
            type="time"
            value={draft.quiet_end ?? ''}
            onChange={(e) => setDraft({ ...draft, quiet_end: e.target.value || null })}
          />
        </fieldset>
        <button type="submit" className="button">
          Save notification settings
        </button>
      </form>
      <h3>Texts</h3>
      <PhoneField profile={profile} />
      <h3>Push on this device</h3>
      <p className="portal-muted">
        {profile.push_devices
          ? `Push is on for ${profile.push_devices} device${profile.push_devices === 1 ? '' : 's'}.`
          : 'Push is not on for any device.'}
      </p>
      {pushSupported() && profile.push_key ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={pushing}
          onClick={() => void turnOnPush()}
        >
          Turn on push on this device
        </button>
      ) : (
        <p className="portal-muted">{NOTIFY_MESSAGES.pushUnavailable}</p>
      )}
    </section>
  );
}
