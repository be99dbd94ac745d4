import styled from 'styled-components';

/** A reading column: lines of about 75 characters at any screen width. */
export const Column = styled.article`
  max-inline-size: 760px;
  margin-inline: auto;
`;

export const Crumbs = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** The server's text on a card, so a short page does not float on the background. */
export const Sheet = styled.div`
  min-block-size: 200px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
