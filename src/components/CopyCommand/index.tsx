/**
 * A shell command with a copy button. The command is shown as text (never as HTML) and
 * copied with the Clipboard API; the button says whether copying worked.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCopy} from './useCopy';
import styles from './styles.module.css';

type Props = {command: string; className?: string};

export default function CopyCommand({command, className}: Props): ReactNode {
  const {copy, label} = useCopy(
    command,
    translate({id: 'copyCommand.copy', message: '复制', description: 'Copy button'}),
  );
  return (
    <div className={clsx(styles.command, className)}>
      {/* Focusable: on a phone the command scrolls sideways, and a keyboard user must be able to scroll it. */}
      <code className={styles.code} tabIndex={0}>
        {command}
      </code>
      <button type="button" className={styles.button} onClick={copy} aria-live="polite">
        {label}
      </button>
    </div>
  );
}
