import styled from 'styled-components';

/** A reading column, as the policy pages. */
export const Page = styled.div`
  max-inline-size: 760px;
  margin-inline: auto;
`;

export const Crumbs = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** Right under the h1 (whose own margin is for the content that follows it). */
export const Intro = styled.p`
  margin-block: -${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;
