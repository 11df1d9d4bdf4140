import React, {type ReactNode} from 'react';
import CasePage from '@site/src/components/CasePage';

export default function Case(): ReactNode {
  return <CasePage slug="csgApp" />;
}
