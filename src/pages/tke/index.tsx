import React, {type ReactNode} from 'react';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function TkeGenerator(): ReactNode {
  return <GeneratorPage provider="tke" />;
}
