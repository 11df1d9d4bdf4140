import {afterEach, describe, expect, it, vi} from 'vitest';
import {parseMarker, planPopup, POPUP_DELAY_MS, POPUP_STORAGE_KEY} from '@site/src/components/SupportPopup/logic';

describe('support popup plan', () => {
  const now = 1_700_000_000_000;

  it('uses a storage key named for the product and the 180 s delay', () => {
    expect(POPUP_STORAGE_KEY.toLowerCase()).toContain('rainbond');
    expect(POPUP_DELAY_MS).toBe(180_000);
  });

  it('does nothing on the home page before any other page view', () => {
    expect(planPopup(null, {pathname: '/', now, isHome: true})).toEqual({store: null, delay: null});
  });

  it('starts the countdown at the first non-home page view', () => {
    expect(planPopup(null, {pathname: '/docs/', now, isHome: false})).toEqual({
      store: {path: '/docs/', start: now, shown: false},
      delay: POPUP_DELAY_MS,
    });
  });

  it('keeps counting from the first view after navigation, home included', () => {
    const marker = {path: '/docs/', start: now, shown: false};
    expect(planPopup(marker, {pathname: '/blog', now: now + 60_000, isHome: false})).toEqual({
      store: null,
      delay: 120_000,
    });
    expect(planPopup(marker, {pathname: '/', now: now + 170_000, isHome: true}).delay).toBe(10_000);
    expect(planPopup(marker, {pathname: '/blog', now: now + 500_000, isHome: false}).delay).toBe(0);
    // Exactly at the start: the full delay, and nothing to store.
    expect(planPopup(marker, {pathname: '/blog', now, isHome: false})).toEqual({store: null, delay: POPUP_DELAY_MS});
  });

  it('shows once per session', () => {
    const marker = {path: '/docs/', start: now, shown: true};
    expect(planPopup(marker, {pathname: '/docs/x', now: now + 1e6, isHome: false})).toEqual({store: null, delay: null});
  });

  it('restarts from now when the stored start is in the future', () => {
    const marker = {path: '/docs/', start: now + 10_000, shown: false};
    expect(planPopup(marker, {pathname: '/docs/', now, isHome: false})).toEqual({
      store: {...marker, start: now},
      delay: POPUP_DELAY_MS,
    });
  });
});

describe('parseMarker', () => {
  it('reads a stored marker', () => {
    expect(parseMarker('{"path":"/docs/","start":5,"shown":true}')).toEqual({path: '/docs/', start: 5, shown: true});
    expect(parseMarker('{"path":"/docs/","start":5}')).toEqual({path: '/docs/', start: 5, shown: false});
    // Only the marker's own fields, and `shown` only when it is exactly true.
    expect(parseMarker('{"path":"/a","start":0,"shown":"yes","x":1}')).toEqual({path: '/a', start: 0, shown: false});
  });

  it.each([
    null,
    '',
    'not json',
    '{}',
    '{"path":1,"start":2}',
    '{"path":"/","start":"x"}',
    '{"path":"/","start":"5"}',
    '{"path":"/","start":1e999}',
    '{"path":"/"}',
    'null',
    '[1]',
    '"s"',
    '7',
  ])('treats %j as no marker', (raw) => {
    expect(parseMarker(raw)).toBeNull();
  });
});

describe('support popup storage', () => {
  type Store = {getItem: (k: string) => string | null; setItem: (k: string, v: string) => void};
  const marker = {path: '/docs/', start: 1_700_000_000_000, shown: false};

  /** A fresh storage module (its memory and warning are per page load) over the given sessionStorage. */
  async function load(sessionStorage: Store | (() => never)) {
    vi.resetModules();
    const win = {} as {sessionStorage: Store};
    Object.defineProperty(win, 'sessionStorage', {
      get: typeof sessionStorage === 'function' ? sessionStorage : () => sessionStorage,
    });
    vi.stubGlobal('window', win);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    return {...(await import('@site/src/components/SupportPopup/storage')), warn};
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the marker in session storage under its key', async () => {
    const data = new Map<string, string>();
    const {readMarker, writeMarker, warn} = await load({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
    });
    expect(readMarker()).toBeNull();
    writeMarker(marker);
    expect(JSON.parse(data.get(POPUP_STORAGE_KEY)!)).toEqual(marker);
    expect(readMarker()).toEqual(marker);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a marker another page stored, and ignores a malformed one', async () => {
    const data = new Map([[POPUP_STORAGE_KEY, JSON.stringify({...marker, shown: true})]]);
    const {readMarker} = await load({getItem: (k) => data.get(k) ?? null, setItem: () => {}});
    expect(readMarker()).toEqual({...marker, shown: true});
    data.set(POPUP_STORAGE_KEY, '{not json');
    expect(readMarker()).toBeNull();
  });

  it('falls back to memory when storage refuses, and warns once', async () => {
    const {readMarker, writeMarker, warn} = await load(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readMarker()).toBeNull();
    writeMarker(marker);
    expect(readMarker()).toEqual(marker);
    writeMarker({...marker, shown: true});
    expect(readMarker()).toEqual({...marker, shown: true});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/session storage is unavailable/);
  });

  it('remembers in memory when storage reads but cannot write (quota)', async () => {
    const {readMarker, writeMarker, warn} = await load({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    writeMarker(marker);
    expect(readMarker()).toEqual(marker);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
