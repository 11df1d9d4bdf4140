/**
 * Decorative drawing next to the hero text: applications on top, Rainbond in the middle,
 * several Kubernetes clusters below. Inline and sized, so it costs no request and no shift.
 */
import React, {type ReactNode} from 'react';

const apps = [28, 118, 208, 298];
const clusters = [40, 160, 280];

export default function HeroDiagram({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 380 300" width="380" height="300" aria-hidden="true" focusable="false">
      <g fill="none" stroke="var(--ifm-color-primary)" strokeWidth="1.5" opacity="0.55">
        {apps.map((x) => (
          <path key={x} d={`M${x + 27} 74 V118`} strokeDasharray="4 4" />
        ))}
        {clusters.map((x) => (
          <path key={x} d={`M${x + 30} 170 V214`} strokeDasharray="4 4" />
        ))}
      </g>
      {apps.map((x, i) => (
        <g key={x}>
          <rect
            x={x}
            y="20"
            width="54"
            height="54"
            rx="12"
            fill="var(--ifm-background-surface-color)"
            stroke="var(--ifm-color-emphasis-300)"
          />
          <circle cx={x + 27} cy="40" r="9" fill="var(--ifm-color-primary)" opacity={0.35 + i * 0.18} />
          <rect x={x + 13} y="56" width="28" height="5" rx="2.5" fill="var(--ifm-color-emphasis-300)" />
        </g>
      ))}
      <rect x="14" y="118" width="352" height="52" rx="14" fill="var(--ifm-color-primary)" />
      <g fill="#fff" opacity="0.9">
        <rect x="40" y="139" width="70" height="10" rx="5" />
        <rect x="124" y="139" width="50" height="10" rx="5" opacity="0.7" />
        <rect x="188" y="139" width="62" height="10" rx="5" opacity="0.7" />
        <rect x="264" y="139" width="76" height="10" rx="5" opacity="0.7" />
      </g>
      {clusters.map((x) => (
        <g key={x}>
          <rect
            x={x}
            y="214"
            width="60"
            height="60"
            rx="14"
            fill="var(--ifm-background-surface-color)"
            stroke="var(--ifm-color-emphasis-300)"
          />
          <g transform={`translate(${x + 30} 244)`} fill="none" stroke="var(--ifm-color-primary)" strokeWidth="2">
            <polygon points="0,-16 14,-8 14,8 0,16 -14,8 -14,-8" />
            <circle r="5" />
          </g>
        </g>
      ))}
    </svg>
  );
}
