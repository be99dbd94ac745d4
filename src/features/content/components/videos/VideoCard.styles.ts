import styled from 'styled-components';
import { Bone as SkeletonBone } from '../../../../shared/ui/Skeleton';

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
`;

/** Every player, facade and grey box is 16:9, so swapping one for another moves nothing. */
const screen = `
  position: relative;
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
`;

/**
 * The designed poster of a video not yet played (no third-party image or script before the
 * shopper asks for the video): the brand's teal with soft light, and a play button.
 */
export const Facade = styled.button`
  ${screen}
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background:
    radial-gradient(
      circle at 22% 28%,
      color-mix(in srgb, ${({ theme }) => theme.color.surface} 22%, transparent),
      transparent 42%
    ),
    radial-gradient(
      circle at 80% 85%,
      color-mix(in srgb, ${({ theme }) => theme.color.accent} 35%, transparent),
      transparent 45%
    ),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.color.primary},
      ${({ theme }) => theme.color.primaryHover}
    );
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;

  &:focus-visible {
    outline-offset: 3px;
  }
`;

export const PlayBadge = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transition: transform 0.15s ease;

  ${Facade}:hover &,
  ${Facade}:focus-visible & {
    transform: scale(1.08);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  svg {
    inline-size: 28px;
    block-size: 28px;
    /* The triangle's optical centre is left of its box's. */
    margin-inline-start: 4px;
  }
`;

export const Frame = styled.iframe`
  ${screen}
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.text};
`;

export const Caption = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

/** /videos: a link with no recognisable video id shows its title in a grey box. */
export const Unavailable = styled.div`
  ${screen}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.border};
  text-align: center;
`;

export const UnavailableNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/** A video's place while its page loads. */
export const Bone = styled(SkeletonBone)`
  ${({ $block }) => ($block ? '' : 'aspect-ratio: 16 / 9; block-size: auto;')}
  border-radius: ${({ theme }) => theme.radius.md};
`;
