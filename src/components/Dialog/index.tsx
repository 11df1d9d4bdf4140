/**
 * Dialog: the site's modal, on antd's Modal. antd is loaded only when a dialog first opens
 * (React.lazy), so no page's initial JavaScript carries it.
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {DialogOptions} from './options';

export type DialogProps = DialogOptions & {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  onOk?: () => void;
  onCancel?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** When set, the OK button is a link to this URL (opened in a new tab). */
  okHref?: string;
  /** Replaces the buttons; `null` shows none. */
  footer?: ReactNode | null;
  /** Test id on the dialog's content. */
  testId?: string;
};

const DialogImpl = lazy(() => import('./DialogImpl'));

export default function Dialog(props: DialogProps): ReactNode {
  // Stay mounted after the first open so closing can animate; never load antd before.
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!props.open && !used) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
