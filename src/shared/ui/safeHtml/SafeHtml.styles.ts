import styled from 'styled-components';

/** Reading typography for server HTML: headings, paragraphs, lists, links, pictures, tables. */
export const RichText = styled.div`
  color: ${({ theme }) => theme.color.text};
  line-height: 1.8;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
    line-height: 1.4;
    color: ${({ theme }) => theme.color.primaryHover};
  }

  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h3,
  h4 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p,
  ul,
  ol,
  blockquote,
  table {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }

  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }

  img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  blockquote {
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textMuted};
  }

  table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
  }
`;
