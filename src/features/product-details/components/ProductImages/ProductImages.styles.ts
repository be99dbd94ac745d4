import styled from 'styled-components';
import { Bone } from '../Skeleton.styles';

/** Gallery image ratio 710 × 425. */
export const IMAGE_WIDTH = 710;
export const IMAGE_HEIGHT = 425;
export const THUMB_WIDTH = 96;
export const THUMB_HEIGHT = Math.round((THUMB_WIDTH * IMAGE_HEIGHT) / IMAGE_WIDTH);

export const Area = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const StageButton = styled.button`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;

  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const MainImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: contain;
`;

/** Covers the image area while it is held loading (300 ms after load). */
export const Cover = styled(Bone)`
  position: absolute;
  inset: 0;
  block-size: auto;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  padding-block-end: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  list-style: none;
`;

/** Reserves the strip's height while loading, so nothing below moves. */
export const ThumbsSpace = styled.div`
  block-size: ${THUMB_HEIGHT + 4}px;
`;

export const ThumbButton = styled.button<{ $current: boolean }>`
  display: block;
  flex: none;
  padding: 0;
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  cursor: pointer;
`;

export const ThumbImage = styled.img`
  display: block;
  inline-size: ${THUMB_WIDTH}px;
  block-size: ${THUMB_HEIGHT}px;
  object-fit: cover;
`;
