// The footer's own icons: they load with the footer's chunk, after the first view.
import { FillIcon, StrokeIcon, type IconProps } from '../icons/Icons';

export { ClockIcon, PhoneIcon } from '../../../../shared/ui/icons/Icons';

export const AppleIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.3-1.2 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-2.4-4zM13.9 5a4.5 4.5 0 0 0 1-3.3 4.6 4.6 0 0 0-3 1.6 4.3 4.3 0 0 0-1.1 3.2c1.2 0 2.3-.6 3.1-1.5z" />
  </FillIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="17" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </StrokeIcon>
);

export const CardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </StrokeIcon>
);

export const CertificateIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
  </StrokeIcon>
);

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </StrokeIcon>
);

export const PlayStoreIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M3.6 2.2 13.5 12l-9.9 9.8c-.4-.2-.6-.7-.6-1.2V3.4c0-.5.2-1 .6-1.2zm11 8.7 2.5-2.5L5.3 1.6zm0 2.2-9.3 9.3 11.8-6.8zm4.8-3.3-2.9-1.6-2.8 2.8 2.8 2.8 2.9-1.7c.8-.5.8-1.8 0-2.3z" />
  </FillIcon>
);

export const TruckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M1 4h14v12H1zM15 9h4l3 3v4h-7" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="18.5" cy="18.5" r="2" />
  </StrokeIcon>
);
