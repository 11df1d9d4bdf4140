import {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copy `text` with the Clipboard API. Returns the state (back to idle after 2 s), the copy
 * action, and the button label for the state (`idleLabel` while idle).
 */
export function useCopy(text: string, idleLabel: string): {state: CopyState; copy: () => Promise<void>; label: string} {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const t = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(t);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label =
    state === 'copied'
      ? translate({id: 'copyCommand.copied', message: '已复制', description: 'Copy button after copying'})
      : state === 'failed'
        ? translate({
            id: 'copyCommand.failed',
            message: '复制失败，请手动选择',
            description: 'Copy button when copying failed',
          })
        : idleLabel;
  return {state, copy, label};
}
