import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductStatus } from '../model';

/** Shown on hover (pointer devices) or while anything inside has keyboard focus. */
export const Actions = styled.div`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space(2)};
  inset-block-end: ${({ theme }) => theme.space(2)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  transition:
    opacity 0.2s ease,
    transform 0.2s ease;

  @media (hover: hover) {
    opacity: 0;
    transform: translateY(8px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    transform: none;
  }
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: box-shadow 0.2s ease;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }

  &:hover ${Actions}, &:focus-within ${Actions} {
    opacity: 1;
    transform: none;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const ImageLink = styled(Link)`
  display: block;
  inline-size: 100%;
  block-size: 100%;
`;

export const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

/** Status badge and discount share one row so they wrap instead of overlapping on narrow cards. */
export const Tags = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  pointer-events: none;
`;

const Tag = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

export const Badge = styled(Tag)<{ $status: ProductStatus }>`
  background: ${({ theme, $status }) => theme.color.badge[$status]};
  color: ${({ theme }) => theme.color.onBadge};
`;

export const Discount = styled(Tag)`
  margin-inline-start: auto;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
`;

export const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.card};

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
`;

export const CategoryName = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

export const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-start: ${({ theme }) => theme.space(1)};
`;

export const Price = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const OldPrice = styled.del`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Pushed to the card's foot so the buttons of a row line up; the button fills the width. */
export const CardCartButton = styled.div`
  display: flex;
  flex-direction: column;
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space(2)};

  & > * {
    inline-size: 100%;
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;
