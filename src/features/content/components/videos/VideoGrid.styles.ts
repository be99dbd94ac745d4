import styled from 'styled-components';

/** /videos: one column on phones, two from 640 px, three on desktops. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(5)};
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;
