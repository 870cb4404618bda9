import type { SVGProps } from 'react';

/** Small stroke icon set (24px grid, currentColor). Decorative by default: aria-hidden. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: string[], displayName: string) {
  const Icon = ({ size = 16, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const ChevronDownIcon = icon(['M6 9l6 6 6-6'], 'ChevronDownIcon');
export const ChevronLeftIcon = icon(['M15 18l-6-6 6-6'], 'ChevronLeftIcon');
export const ChevronRightIcon = icon(['M9 18l6-6-6-6'], 'ChevronRightIcon');
export const CheckIcon = icon(['M20 6L9 17l-5-5'], 'CheckIcon');
export const CloseIcon = icon(['M18 6L6 18', 'M6 6l12 12'], 'CloseIcon');
export const MinusIcon = icon(['M5 12h14'], 'MinusIcon');
export const PlusIcon = icon(['M12 5v14', 'M5 12h14'], 'PlusIcon');
export const CalendarIcon = icon(['M8 2v4', 'M16 2v4', 'M3 10h18', 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'], 'CalendarIcon');
export const UploadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M17 8l-5-5-5 5', 'M12 3v12'], 'UploadIcon');
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
export const HeartIcon = icon(['M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z'], 'HeartIcon');
export const ShareIcon = icon(['M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8', 'M16 6l-4-4-4 4', 'M12 2v13'], 'ShareIcon');
export const FileIcon = icon(['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6'], 'FileIcon');
export const HomeIcon = icon(['M3 10.5L12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'], 'HomeIcon');
export const ShieldCheckIcon = icon(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'], 'ShieldCheckIcon');
export const InboxIcon = icon(['M22 12h-6l-2 3h-4l-2-3H2', 'M5.5 5.1L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z'], 'InboxIcon');
export const BedIcon = icon(['M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8', 'M2 17h20', 'M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3'], 'BedIcon');
export const BathIcon = icon(['M4 12h16a1 1 0 0 1 1 1v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5v-2a1 1 0 0 1 1-1z', 'M6 12V5a2 2 0 0 1 2-2h1a2 2 0 0 1 2 2'], 'BathIcon');
export const RulerIcon = icon(['M3 17l14-14 4 4-14 14z', 'M7 13l2 2', 'M10 10l2 2', 'M13 7l2 2'], 'RulerIcon');
export const AlertIcon = icon(['M12 9v4', 'M12 17h.01', 'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z'], 'AlertIcon');
export const ImageIcon = icon(['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M21 15l-5-5L5 21', 'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z'], 'ImageIcon');
