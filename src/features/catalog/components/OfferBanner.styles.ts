import styled from 'styled-components';

export const Banner = styled.figure<{ $position: 'top' | 'bottom' }>`
  margin: 0;
  margin-block: ${({ theme, $position }) =>
    $position === 'top' ? `0 ${theme.space(6)}` : `${theme.space(8)} 0`};
  aspect-ratio: 16 / 7;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const BannerImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;
