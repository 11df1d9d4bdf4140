import React, {type ReactNode} from 'react';
import FeaturePage from '@site/src/components/FeaturePage';

export default function ServiceMeshFeature(): ReactNode {
  return <FeaturePage slug="service-mesh" />;
}
