import styled from 'styled-components';

/** The answer that replaces the form: the password set, or a link that cannot be used. */
export const Outcome = styled.div<{ $tone: 'success' | 'error' }>`
  margin-block: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.primary : theme.color.danger)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.primarySoft : theme.color.surfaceTint};

  p {
    margin-block: ${({ theme }) => theme.space(1)} 0;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const OutcomeText = styled.p`
  && {
    margin: 0;
  }
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
