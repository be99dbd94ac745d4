// The contact page's own small inline icons (no icon font). Decorative: the text beside each icon
// carries the meaning, so every icon is aria-hidden.
import type { ReactNode } from 'react';
import { StrokeIcon, type IconProps } from '../../../shared/ui/icons/Icons';
import type { JobIconKind } from './TeamMemberCard/jobIcon';

export { ClockIcon, PhoneIcon } from '../../../shared/ui/icons/Icons';

export const HeadsetIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
    <path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z" />
    <path d="M19 17v1a3 3 0 0 1-3 3h-3" />
  </StrokeIcon>
);

export const FaxIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 9V2h12v7" />
    <rect x="2" y="9" width="20" height="9" rx="2" />
    <path d="M6 14h12v8H6z" />
  </StrokeIcon>
);

export const PinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </StrokeIcon>
);

const CrownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m2 7 5 5 5-7 5 7 5-5-2 12H4z" />
    <path d="M4 22h16" />
  </StrokeIcon>
);

const BriefcaseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </StrokeIcon>
);

const ChartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m22 7-8.5 8.5-5-5L2 17" />
    <path d="M16 7h6v6" />
  </StrokeIcon>
);

const CalculatorIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h8" />
  </StrokeIcon>
);

const BagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
    <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
  </StrokeIcon>
);

const MegaphoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m3 11 18-5v12L3 14z" />
    <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
  </StrokeIcon>
);

const PersonIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </StrokeIcon>
);

const JOB_ICONS: Record<JobIconKind, (props: IconProps) => ReactNode> = {
  chairman: CrownIcon,
  general: BriefcaseIcon,
  sales: ChartIcon,
  accounts: CalculatorIcon,
  purchasing: BagIcon,
  marketing: MegaphoneIcon,
  default: PersonIcon,
};

/** The icon of a job-title kind (jobIconKind). */
export function JobIcon({ kind, size }: IconProps & { kind: JobIconKind }) {
  const Chosen = JOB_ICONS[kind];
  return <Chosen size={size} />;
}
