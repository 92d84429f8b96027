import { useEffect, useState } from 'react';
import { errorMessage } from '../../domain/error-message';
import { detailIdFromPath } from '../../domain/detail-route';
import {
  catalogueCard,
  findCatalogueEntry,
  serverCard,
  type CatalogueProgram,
  type ProgramCard,
} from '../../domain/programs';
import { errorStatus } from '../../lib/api-client';
import { getProgram } from './get-program';
import ProgramDetailView from './ProgramDetailView';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The built-in catalogue: the fallback when the API does not know the id. */
  catalogue: CatalogueProgram[];
  /** Appended to the document title ("Jr. NBA Basketball | League name"). */
  siteName: string;
}

type State =
  { status: 'loading' } | { status: 'ready'; program: ProgramCard } | { status: 'error'; message: string };

/**
 * A program page not built at build time (spec 1 §2.6): the id comes from the address, the program
 * from GET /programs/{id}/. A 404 is silent and falls back to the built-in entry; with none, the
 * visitor goes home. Other failures show the server's detail or the error's message.
 */
function ProgramDetailLoader({ catalogue, siteName }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const id = detailIdFromPath(window.location.pathname, 'programs');
    const builtIn = id ? findCatalogueEntry(catalogue, id) : undefined;
    if (!id) {
      window.location.replace('/');
      return;
    }
    let live = true;
    getProgram(id).then(
      (program) => {
        if (live) setState({ status: 'ready', program: serverCard(program, catalogue) });
      },
      (error: unknown) => {
        if (!live) return;
        if (errorStatus(error) === 404) {
          if (builtIn) setState({ status: 'ready', program: catalogueCard(builtIn) });
          else window.location.replace('/');
          return;
        }
        const fallback =
          error instanceof Error && error.message ? error.message : 'Unable to load this program.';
        setState({ status: 'error', message: errorMessage(error, fallback) });
      },
    );
    return () => {
      live = false;
    };
  }, [catalogue]);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.program.title} | ${siteName}`;
  }, [state, siteName]);

  if (state.status === 'ready') return <ProgramDetailView program={state.program} />;
  return (
    <div className="wrap program-loading">
      <h1 className="program-loading-title">Program</h1>
      {state.status === 'loading' ? (
        <p role="status">Loading program…</p>
      ) : (
        <p role="alert" className="program-error">
          {state.message}
        </p>
      )}
      <p>
        <a href="/programs">All programs</a>
      </p>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(ProgramDetailLoader);
