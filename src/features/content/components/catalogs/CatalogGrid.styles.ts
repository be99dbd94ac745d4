import styled from 'styled-components';
import { Bone as SkeletonBone } from '../../../../shared/ui/Skeleton';

/** Covers are portrait (the demo's are 4:5); another host's ratio shows whole inside this box. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 800;

/** /catalog: two columns at every width, kept to a readable size on wide screens. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  max-inline-size: 960px;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const CoverButton = styled.button`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: zoom-in;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
    transform: translateY(-2px);
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

export const CoverImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  object-fit: contain;
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const CoverTitle = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  text-align: center;
  overflow-wrap: anywhere;

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** A cover's place while the list loads (same box, so nothing moves when the covers arrive). */
export const CoverBone = styled(SkeletonBone)`
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  block-size: auto;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;
