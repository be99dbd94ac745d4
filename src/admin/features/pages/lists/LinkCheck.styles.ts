import styled from 'styled-components';

/** The live answer under a video link: found (green-teal), not found (red), nothing typed yet. */
export const LinkCheck = styled.p<{ $found: boolean; $empty: boolean }>`
  margin-block: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $found, $empty }) =>
    $empty ? theme.color.textMuted : $found ? theme.color.primary : theme.color.danger};
  overflow-wrap: anywhere;
`;
