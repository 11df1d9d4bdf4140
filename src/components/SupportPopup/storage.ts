import {parseMarker, POPUP_STORAGE_KEY, type PopupMarker} from './logic';

/**
 * Session storage for the popup marker. When the browser refuses storage (privacy mode,
 * disabled cookies), the marker lives in memory for this page load and one warning is logged.
 */
let memory: PopupMarker | null = null;
let warned = false;

function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('[rainbond] session storage is unavailable; the support popup timer is kept in memory.', error);
}

export function readMarker(): PopupMarker | null {
  try {
    return parseMarker(window.sessionStorage.getItem(POPUP_STORAGE_KEY)) ?? memory;
  } catch (error) {
    warn(error);
    return memory;
  }
}

export function writeMarker(marker: PopupMarker): void {
  memory = marker;
  try {
    window.sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(marker));
  } catch (error) {
    warn(error);
  }
}
