import styled from 'styled-components';

export const SearchBar = styled.div`
  max-inline-size: 560px;
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

export const Prompt = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(12)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;
