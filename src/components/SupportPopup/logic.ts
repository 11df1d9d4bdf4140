/**
 * When the support popup shows: 180 s after the first non-home page view of a browser
 * session, once per session. The marker in session storage carries the start time, so the
 * countdown survives client-side navigation and reloads.
 */
export const POPUP_STORAGE_KEY = 'rainbondSession';
export const POPUP_DELAY_MS = 180_000;

export type PopupMarker = {
  /** First non-home path viewed in this session. */
  path: string;
  /** When that view happened (ms since epoch). */
  start: number;
  /** Whether the popup has been shown in this session. */
  shown: boolean;
};

export function parseMarker(raw: string | null): PopupMarker | null {
  try {
    // JSON.parse('') throws, and JSON 'null' parses to null: both count as no marker.
    const value = JSON.parse(raw ?? '') as Partial<PopupMarker> | null;
    // Number.isFinite is false for anything but a finite number.
    // Stryker disable next-line OptionalChaining: without it, JSON null throws here and the catch gives the same null
    if (typeof value?.path === 'string' && Number.isFinite(value.start))
      return {path: value.path, start: value.start as number, shown: value.shown === true};
  } catch {
    // A marker we cannot read counts as none.
  }
  return null;
}

export type PopupPlan = {
  /** Marker to store now, when it changes. */
  store: PopupMarker | null;
  /** Milliseconds until the popup shows, or null when it should not be scheduled. */
  delay: number | null;
};

export function planPopup(
  marker: PopupMarker | null,
  {pathname, now, isHome}: {pathname: string; now: number; isHome: boolean},
): PopupPlan {
  if (marker?.shown) return {store: null, delay: null};
  if (!marker) {
    if (isHome) return {store: null, delay: null};
    return {store: {path: pathname, start: now, shown: false}, delay: POPUP_DELAY_MS};
  }
  // A start time in the future (clock changed) restarts the countdown from now.
  const start = Math.min(marker.start, now);
  return {store: start === marker.start ? null : {...marker, start}, delay: Math.max(0, start + POPUP_DELAY_MS - now)};
}
