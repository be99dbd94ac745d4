import styled from 'styled-components';

/** A slim full-width strip above the header, in the warning colours. */
export const PreviewBar = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.accentSoft};
  border-block-end: 2px solid ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;
