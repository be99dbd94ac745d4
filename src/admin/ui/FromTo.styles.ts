import styled from 'styled-components';

/** Changed fields, each a name (dt) and its value before → after (dd). */
export const ChangeList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(2)} 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

/** A field's value before or after: isolated so an English value keeps its order in Arabic. */
export const Value = styled.bdi`
  padding-inline: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
  max-inline-size: 40ch;
`;

export const Arrow = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
