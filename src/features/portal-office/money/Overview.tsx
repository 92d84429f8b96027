/**
 * The office's first screen (issue 20): this season's registrations per week, money in and
 * refunded, waivers missing and each division's registered children, each as a small SVG chart
 * drawn from the figures that stand beside it as text (what a screen reader reads; the charts are
 * hidden from it).
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import LoadProblem from '../../../components/portal/LoadProblem';
import { formatUsd } from '../../../domain/fees';
import { weekLabel, type OfficeOverview } from '../../../domain/office/overview';
import { createFetcherStore } from '../../../lib/query';

const $overview = createFetcherStore<OfficeOverview>(['/office/overview/']);

/** Horizontal bars, one per figure, scaled to the largest (drawn only; the text beside says it). */
function Bars({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const row = 14;
  return (
    <svg
      className="office-chart"
      viewBox={`0 0 100 ${Math.max(1, values.length) * row}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {values.map((value, index) => (
        <rect key={index} x="0" y={index * row + 2} height={row - 4} width={(value / max) * 100} rx="2" />
      ))}
    </svg>
  );
}

export default function Overview({ heading }: { heading: ReactNode }) {
  const overview = useStore($overview);
  const data = overview.data;
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      {heading}
      {overview.error ? (
        <LoadProblem
          message="Unable to load the figures right now. Please try again."
          onRetry={() => $overview.revalidate()}
        />
      ) : !data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the figures…
        </p>
      ) : (
        <>
          <p className="portal-muted">
            This season: {data.seasons.length ? data.seasons.join(', ') : 'no season under way or coming'}.
          </p>
          <div className="office-glance">
            <section aria-labelledby="glance-weeks">
              <h3 id="glance-weeks">Registrations per week</h3>
              {data.weeks.length === 0 ? (
                <p>No paid registrations yet.</p>
              ) : (
                <div className="office-chart-pair">
                  <Bars values={data.weeks.map((week) => week.count)} />
                  <ul>
                    {data.weeks.map((week) => (
                      <li key={week.start}>
                        Week of {weekLabel(week.start)}: {week.count}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>
            <section aria-labelledby="glance-money">
              <h3 id="glance-money">Money</h3>
              <div className="office-chart-pair">
                <Bars values={[data.money.paid_cents, data.money.refunded_cents, data.money.net_cents]} />
                <dl>
                  <div>
                    <dt>Paid in</dt>
                    <dd>{formatUsd(data.money.paid_cents)}</dd>
                  </div>
                  <div>
                    <dt>Refunded</dt>
                    <dd>{formatUsd(data.money.refunded_cents)}</dd>
                  </div>
                  <div>
                    <dt>Net</dt>
                    <dd>{formatUsd(data.money.net_cents)}</dd>
                  </div>
                </dl>
              </div>
              <p className="portal-muted">
                {data.money.registrations} paid registrations, all these seasons together.
              </p>
            </section>
            <section aria-labelledby="glance-season-money" className="office-glance-wide">
              <h3 id="glance-season-money">Money per season</h3>
              {data.money_by_season.length === 0 ? (
                <p>No season has paid registrations yet.</p>
              ) : (
                <div
                  className="table-scroll"
                  role="region"
                  aria-label="Each season’s money"
                  // A table wider than a phone scrolls in its own box; keyboard users focus it to scroll.
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                >
                  <table className="resource-table">
                    <thead>
                      <tr>
                        <th scope="col">Season</th>
                        <th scope="col">Paid in</th>
                        <th scope="col">Refunded</th>
                        <th scope="col">Net</th>
                        <th scope="col">Paid registrations</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.money_by_season.map((season) => (
                        <tr key={season.season}>
                          <th scope="row">
                            {season.title}
                            {season.program_name && !season.title.includes(season.program_name)
                              ? ` · ${season.program_name}`
                              : ''}
                          </th>
                          <td data-label="Paid in">{formatUsd(season.paid_cents)}</td>
                          <td data-label="Refunded">{formatUsd(season.refunded_cents)}</td>
                          <td data-label="Net">{formatUsd(season.net_cents)}</td>
                          <td data-label="Paid registrations">{season.registrations}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="glance-waivers">
              <h3 id="glance-waivers">Waivers missing</h3>
              <p className="office-glance-figure">{data.waivers_missing}</p>
              <p>
                registered {data.waivers_missing === 1 ? 'child lacks' : 'children lack'} the current waiver.{' '}
                <a href="#waivers">Remind their households</a>
              </p>
            </section>
            {data.aid_pending !== undefined && (
              <section aria-labelledby="glance-aid">
                <h3 id="glance-aid">Financial aid waiting</h3>
                <p className="office-glance-figure">{data.aid_pending}</p>
                <p>
                  {data.aid_pending === 1 ? 'application waits' : 'applications wait'} for a decision.{' '}
                  <a href="#aid">Review them</a>
                </p>
              </section>
            )}
            <section aria-labelledby="glance-divisions">
              <h3 id="glance-divisions">Registered per division</h3>
              {data.divisions.length === 0 ? (
                <p>No division has registered children yet.</p>
              ) : (
                <div className="office-chart-pair">
                  <Bars values={data.divisions.map((division) => division.registered)} />
                  <ul>
                    {data.divisions.map((division) => (
                      <li
                        key={division.id}
                        title={`${division.program_name} · ${division.name}: ${division.registered}`}
                      >
                        {division.program_name} · {division.name}: {division.registered}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
}
