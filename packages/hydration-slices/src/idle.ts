/**
 * The page's idle moment: once the page has loaded and the browser has had an idle moment, or at
 * the first interaction (pointer, key, scroll, touch, history), whichever comes first. What a
 * page does not need for its first screen waits for it, so it adds nothing to the tasks of the
 * first load.
 */
import {useEffect, useState} from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'popstate'] as const;

let idle = false;
let promise: Promise<void> | null = null;

function wait(resolve: () => void): void {
  const settle = () => {
    if (idle) return;
    idle = true;
    for (const event of INTERACTIONS) window.removeEventListener(event, settle, true);
    resolve();
  };
  for (const event of INTERACTIONS) window.addEventListener(event, settle, {capture: true, passive: true});
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, {timeout: 2000});
    else window.setTimeout(settle, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

/** Whether the idle moment has come (always false on the server). */
export function isIdle(): boolean {
  return idle;
}

/** Resolves at the idle moment (the same promise every time; call it in the browser only). */
export function whenIdle(): Promise<void> {
  promise ??= new Promise<void>(wait);
  return promise;
}

/** False on the server and until the idle moment; true from then on (for the whole visit). */
export function useIdle(): boolean {
  const [isIdleNow, setIdle] = useState(idle);
  useEffect(() => {
    let mounted = true;
    void whenIdle().then(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return isIdleNow;
}
