/**
 * Starts the live refresh of a page's LiveContent blocks once the page has loaded and the main
 * thread is free, so it never delays first paint; the refresh code itself loads only then.
 */
import { whenLoadedAndIdle } from './after-load';

whenLoadedAndIdle(() => void import('./live-refresh').then(({ refreshLiveContent }) => refreshLiveContent()));
