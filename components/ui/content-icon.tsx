import type { SVGProps } from 'react';
import type { IconName } from '@/content/services';
import { Icon } from './icons';

/** Line icons (24×24, stroke) for the names used in content/. Decorative: hidden from AT. */
const paths: Record<IconName, string[]> = {
  'video-call': ['M15 10l5-3v10l-5-3', 'M3 6h12v12H3z'],
  database: [
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Z',
    'M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
    'M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  ],
  chart: ['M3 3v18h18', 'M7 15v3', 'M11 10v8', 'M15 12v6', 'M19 6v12'],
  sparkles: [
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9Z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z',
  ],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M21 21l-4.35-4.35'],
  lightbulb: [
    'M9 18h6',
    'M10 22h4',
    'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2Z',
  ],
  route: [
    'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    'M18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    'M6 15V9a4 4 0 0 1 4-4h6',
    'M18 9v6a4 4 0 0 1-4 4H8',
  ],
  calculator: [
    'M5 2h14v20H5z',
    'M8 6h8',
    'M8 11h.01',
    'M12 11h.01',
    'M16 11h.01',
    'M8 15h.01',
    'M12 15h.01',
    'M16 15v3',
    'M8 18h4',
  ],
  toolbox: ['M3 9h18v11H3z', 'M8 9V5h8v4', 'M3 14h18', 'M10 14v2h4v-2'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z', 'M9 12l2 2 4-4'],
  scale: ['M3 21l6-6', 'M3 16v5h5', 'M21 3l-6 6', 'M21 8V3h-5', 'M14 14h7v7h-7z', 'M3 3h7v7H3z'],
  plug: ['M9 2v6', 'M15 2v6', 'M6 8h12v3a6 6 0 0 1-12 0Z', 'M12 17v5'],
  dashboard: ['M3 3h8v10H3z', 'M13 3h8v6h-8z', 'M13 11h8v10h-8z', 'M3 15h8v6H3z'],
  report: ['M14 2H6v20h12V6Z', 'M14 2v4h4', 'M9 13h6', 'M9 17h6', 'M9 9h2'],
  trend: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  chat: [
    'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
    'M8 12h.01',
    'M12 12h.01',
    'M16 12h.01',
  ],
  target: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
    'M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z',
    'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  ],
  wand: ['M15 4V2', 'M15 10V8', 'M11 6h2', 'M17 6h2', 'M3 21l12-12', 'M19 12l1 1', 'M20 4l1-1'],
  robot: [
    'M5 8h14v12H5z',
    'M12 8V4',
    'M10 4h4',
    'M9 13h.01',
    'M15 13h.01',
    'M9 17h6',
    'M2 13v3',
    'M22 13v3',
  ],
  cog: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
  ],
  check: ['M20 6 9 17l-5-5'],
  code: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M14 4l-4 16'],
  table: ['M3 4h18v16H3z', 'M3 10h18', 'M3 15h18', 'M9 4v16'],
  layers: ['M12 2l10 5-10 5L2 7Z', 'M2 12l10 5 10-5', 'M2 17l10 5 10-5'],
};

interface ContentIconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
}

export function ContentIcon({ name, ...props }: ContentIconProps) {
  return (
    <Icon strokeWidth="1.8" {...props}>
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
