/**
 * Wrapper of @docusaurus/theme-mermaid's Mermaid, for the diagrams not drawn at build time (no
 * Chromium, or a diagram Mermaid cannot parse): renders it only when it comes near the viewport.
 *
 * Mermaid is a large download and lays diagrams out on the main thread; the
 * original starts both as soon as the page mounts, even for a diagram far below the fold. Here
 * the original is mounted once the placeholder is within 600px of the viewport (at once where
 * IntersectionObserver is missing). Mermaid renders nothing before it has loaded either, so
 * the placeholder changes nothing a visitor sees.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import Mermaid from '@theme-init/Mermaid';

type Props = ComponentProps<typeof Mermaid>;

export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '600px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) return <Mermaid {...props} />;
  return <div ref={ref} className="mermaid-pending" data-testid="mermaid-pending" />;
}
