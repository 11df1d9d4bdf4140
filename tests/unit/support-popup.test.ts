import {describe, expect, it} from 'vitest';
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
  });

  it.each([null, '', 'not json', '{}', '{"path":1,"start":2}', '{"path":"/","start":"x"}', 'null', '[1]'])(
    'treats %j as no marker',
    (raw) => {
      expect(parseMarker(raw)).toBeNull();
    },
  );
});
