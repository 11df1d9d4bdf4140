import React, {type ReactNode} from 'react';
import ScenePage from '@site/src/components/ScenePage';

export default function Scene(): ReactNode {
  return <ScenePage slug="MultiCloudManagement" />;
}
