// Small inline icons (no icon font, no CDN). Decorative: the control around each icon carries the
// accessible name, so every icon is aria-hidden.
import { FillIcon, StrokeIcon, type IconProps } from '../../../../shared/ui/icons/Icons';

export { FillIcon, StrokeIcon, type IconProps };

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeIcon>
);

export const CartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
  </StrokeIcon>
);

export const HeartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </StrokeIcon>
);

export const UserIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </StrokeIcon>
);

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </StrokeIcon>
);

export const HomeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </StrokeIcon>
);

export const GridIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon size={16} {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);

export const LinkIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </StrokeIcon>
);

export const ChatIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
  </FillIcon>
);

export const FacebookIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M14 8V6.5c0-.7.2-1.2 1.3-1.2H17V2.2A22 22 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.1V8H8v3.4h2.6V22H14V11.4h2.7L17 8z" />
  </FillIcon>
);

export const InstagramIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </StrokeIcon>
);

export const YouTubeIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M22.5 6.8a2.8 2.8 0 0 0-2-2C18.8 4.3 12 4.3 12 4.3s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.2 2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.2zM9.8 15.3V8.7l5.7 3.3z" />
  </FillIcon>
);

export const TikTokIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M16.6 2h-3.3v13.2a2.8 2.8 0 1 1-2.8-2.8c.3 0 .6 0 .8.1V9.1a6.2 6.2 0 1 0 5.3 6.1V8.6a7.9 7.9 0 0 0 4.4 1.3V6.6a4.4 4.4 0 0 1-4.4-4.6z" />
  </FillIcon>
);

export const XIcon = (props: IconProps) => (
  <FillIcon {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </FillIcon>
);

/** The icon for a social platform by its name (a platform has an id, a name and a link). */
export function SocialIcon({ name, size }: { name: string; size?: number }) {
  const key = name.toLowerCase();
  if (key.includes('facebook')) return <FacebookIcon size={size} />;
  if (key.includes('instagram')) return <InstagramIcon size={size} />;
  if (key.includes('youtube')) return <YouTubeIcon size={size} />;
  if (key.includes('tiktok')) return <TikTokIcon size={size} />;
  if (key.includes('whatsapp')) return <ChatIcon size={size} />;
  if (key === 'x' || key.includes('twitter')) return <XIcon size={size} />;
  return <LinkIcon size={size} />;
}
