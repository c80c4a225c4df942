/**
 * The visitor's "Show map", remembered for the session (sessionStorage: this tab, until it is closed), so that a
 * visitor who asked once is not asked again on the next page; a new tab or a new visit asks again. Storage that is
 * refused (some private modes) only means asking again.
 */
const KEY = 'tessera:show-maps';

export function mapsShownThisSession(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberMapsShown(): void {
  try {
    sessionStorage.setItem(KEY, 'yes');
  } catch {
    // Not remembered: the next page shows the facade again.
  }
}
