import React, {type ReactNode} from 'react';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function CceGenerator(): ReactNode {
  return <GeneratorPage provider="cce" />;
}
