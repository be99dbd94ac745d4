import styled, { keyframes } from 'styled-components';

export const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(10)};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

/** The size of a card (photo, name, title, phone), so the cards arriving shift nothing below. */
export const Placeholder = styled.li`
  block-size: 212px;

  @media ${({ theme }) => theme.media.tablet} {
    block-size: 244px;
  }
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};
  animation: ${pulse} 1s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const FailedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
