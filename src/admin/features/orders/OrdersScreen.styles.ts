import styled from 'styled-components';

/** The search box takes the room the other filters leave on its line. */
export const SearchLabel = styled.label`
  flex: 1 1 14rem;

  input {
    inline-size: 100%;
  }
`;

/** A checkbox with its words beside it (the bar's other labels sit above their controls). */
export const CheckLabel = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 40px;
  }

  && input {
    min-block-size: auto;
    inline-size: 20px;
    block-size: 20px;
  }
`;

export const Row = styled.tr<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.font.weight.bold : theme.font.weight.regular};
`;

export const NumberCell = styled.td`
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const NewMark = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Summary = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Results = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

export const Empty = styled.div`
  padding-block: ${({ theme }) => theme.space(6)};
  text-align: center;

  p {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Paging = styled.div`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;
