import React, {type ReactNode} from 'react';
import FeaturePage from '@site/src/components/FeaturePage';

export default function AppOpsFeature(): ReactNode {
  return <FeaturePage slug="app-ops" />;
}
