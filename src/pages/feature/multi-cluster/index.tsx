import React, {type ReactNode} from 'react';
import FeaturePage from '@site/src/components/FeaturePage';

export default function MultiClusterFeature(): ReactNode {
  return <FeaturePage slug="multi-cluster" />;
}
