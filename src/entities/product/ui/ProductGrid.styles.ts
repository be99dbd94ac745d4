import styled, { keyframes } from 'styled-components';

/** 2 columns on phones, 3 from 768 px, 4 from 1024 px (SPEC §9 breakpoints). */
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
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Placeholder = styled.li`
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
