/**
 * Dialog: the site's modal, on antd's Modal. antd is loaded only when a dialog first opens
 * (React.lazy), so no page's initial JavaScript carries it.
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {DialogProps} from './options';

export type {DialogProps} from './options';

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
