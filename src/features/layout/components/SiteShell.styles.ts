import styled from 'styled-components';

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  inset-block-start: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Main = styled.main`
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  min-block-size: 60vh;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.desktop} {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;
