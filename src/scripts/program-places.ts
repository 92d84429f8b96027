/**
 * Starts the refresh of the places-left lines of the programs catalogue and program pages once the
 * page has loaded and the main thread is free; the refresh code itself loads only then.
 */
import { whenLoadedAndIdle } from './after-load';

whenLoadedAndIdle(() => void import('./places-refresh').then(({ refreshPlaces }) => refreshPlaces()));
