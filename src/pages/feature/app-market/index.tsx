import React, {type ReactNode} from 'react';
import FeaturePage from '@site/src/components/FeaturePage';

export default function AppMarketFeature(): ReactNode {
  return <FeaturePage slug="app-market" />;
}
