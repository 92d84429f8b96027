import type { CSSProperties, ReactNode } from 'react';
import { placesNote } from '../../domain/places';
import { ageRangeText, seasonText, type ProgramCard } from '../../domain/programs';
import ProgramLogo from './ProgramLogo';
import VenueList from './VenueList';
import './programs.css';

interface Props {
  program: ProgramCard;
  /**
   * What registering costs, shown in the Registration step: the page's `fees` slot, built from the
   * league's prices (src/pages/programs/[id].astro; absent on the shell page, which reads no prices).
   */
  fees?: ReactNode;
}

/** A program's page (spec 1 §2.6): hero, 'What it is', season timeline with 'Register Here', venues. */
export default function ProgramDetailView({ program, fees }: Props) {
  const style = { '--program-color': program.color ?? '#0b1f3a' } as CSSProperties;
  const ages = ageRangeText(program.ageGroups);
  return (
    <article className="program-detail" style={style}>
      <header className="program-hero">
        <div className="wrap program-hero-inner">
          <ProgramLogo src={program.logo} size={96} eager />
          <div>
            <p className="program-hero-eyebrow">
              {[program.category, program.gender, ages].filter(Boolean).join(' · ') || 'Program'}
            </p>
            <h1 className="program-hero-title">{program.title}</h1>
            {program.tagline && <p className="program-hero-tagline">{program.tagline}</p>}
            <p className="program-hero-back">
              <a href="/programs">All programs</a>
            </p>
          </div>
        </div>
      </header>

      <div className="wrap program-sections">
        <section className="program-section" aria-labelledby="what-it-is">
          <h2 id="what-it-is">What it is</h2>
          <p className="program-description">{program.description || 'Program details are coming soon.'}</p>
          {program.divisions.length > 0 && (
            <>
              <h3>Divisions</h3>
              <ul className="program-divisions">
                {program.divisions.map((division) => (
                  <li key={division.name}>
                    <strong>{division.name}</strong>
                    {division.detail && <span>{division.detail}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="program-section" aria-labelledby="season">
          <h2 id="season">Season timeline</h2>
          <ol className="program-timeline">
            <li>
              <h3>Registration</h3>
              <p>Secure a roster spot: registration is per athlete, per season.</p>
              {program.places && (
                // Refreshed after load by src/scripts/places-refresh.ts (the text only).
                <p className="program-places" data-places-program={program.places.program}>
                  {placesNote(program.places.left) ?? ''}
                </p>
              )}
              {fees}
              <a className="btn btn-gold" href={program.registerUrl}>
                Register Here
              </a>
            </li>
            <li>
              <h3>Season start</h3>
              <p>{seasonText(program.starts)}</p>
            </li>
            <li>
              <h3>Game days and championship</h3>
              <p>
                Weekly practices lead into game days with certified officials and a season-ending
                championship.
              </p>
            </li>
          </ol>
        </section>

        <section className="program-section" aria-labelledby="venues">
          <h2 id="venues">Locations</h2>
          {program.locations.length ? (
            <VenueList venues={program.locations} />
          ) : (
            <p>
              Venues for this program are being confirmed. <a href="/locations">Browse all locations</a>
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
