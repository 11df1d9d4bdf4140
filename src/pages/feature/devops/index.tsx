import React, {type ReactNode} from 'react';
import FeaturePage from '@site/src/components/FeaturePage';

export default function DevopsFeature(): ReactNode {
  return <FeaturePage slug="devops" />;
}
