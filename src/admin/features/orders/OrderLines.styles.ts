import styled from 'styled-components';

export const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
`;

export const Thumb = styled.img`
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

/** Leaves a thumbnail's room when a line has no picture, so the names line up. */
export const NoThumb = styled.span`
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const Names = styled.span`
  display: grid;
  justify-items: start;
  white-space: normal;
`;

/** The name in the other language, smaller, under the page language's one. */
export const OtherName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Subtotal, shipping and total, one row each (a <div> per name–value pair of the list). */
export const Totals = styled.dl`
  display: grid;
  row-gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(4)} 0;
  margin-inline-start: auto;
  max-inline-size: 24rem;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(6)};
  }

  dd {
    margin: 0;
  }

  div:last-child {
    padding-block-start: ${({ theme }) => theme.space(2)};
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
