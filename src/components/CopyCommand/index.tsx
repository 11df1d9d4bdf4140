/**
 * A shell command with a copy button. The command is shown as text (never as HTML) and
 * copied with the Clipboard API; the button says whether copying worked.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {command: string; className?: string};
type State = 'idle' | 'copied' | 'failed';

export default function CopyCommand({command, className}: Props): ReactNode {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const t = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(t);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const label =
    state === 'copied'
      ? translate({id: 'copyCommand.copied', message: '已复制', description: 'Copy button after copying'})
      : state === 'failed'
        ? translate({id: 'copyCommand.failed', message: '复制失败，请手动选择', description: 'Copy button when copying failed'})
        : translate({id: 'copyCommand.copy', message: '复制', description: 'Copy button'});
  return (
    <div className={clsx(styles.command, className)}>
      <code className={styles.code}>{command}</code>
      <button type="button" className={styles.button} onClick={copy} aria-live="polite">
        {label}
      </button>
    </div>
  );
}
