import type { ReactNode } from 'react';
import VerifyEmailNotice from './VerifyEmailNotice';

interface Props {
  /** The portal's name above the greeting ('Coach portal'). */
  eyebrow: string;
  /** Who is signed in (full name; the greeting uses the first); '' for a plain Welcome. */
  name: string;
  /** The stat cards, in order; none for a portal without numbers. A value still loading is null (a dash). */
  metrics?: readonly { label: string; value: ReactNode | null }[];
  /** What the portal is for (and anything else under the greeting). */
  children: ReactNode;
}

/**
 * A portal's opening: its name, a greeting by first name, a line about it and its numbers at a
 * glance; under it, the notice of an account that has not confirmed its e-mail address. Portals draw
 * it as soon as the gate admits, before their own reads are in (its numbers show a dash until then):
 * on a phone the greeting is then on screen a round trip or more earlier.
 */
export default function PortalHero({ eyebrow, name, metrics, children }: Props) {
  return (
    <>
      <section className="portal-hero" aria-labelledby="portal-title">
        <div className="wrap">
          <p className="portal-eyebrow">{eyebrow}</p>
          <h1 id="portal-title">{name ? `Welcome, ${name.split(' ')[0]}` : 'Welcome'}</h1>
          {children}
          {metrics && (
            <dl className="metric-row">
              {metrics.map((metric) => (
                <div key={metric.label} className="metric">
                  <dt>{metric.label}</dt>
                  <dd>{metric.value ?? '–'}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <VerifyEmailNotice band />
    </>
  );
}
