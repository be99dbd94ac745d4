import styled from 'styled-components';
import { Table } from '../../ui/Table';

export const Summary = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const FilterActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 44px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
  }

  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

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

/** Rows grow when their changes open: every cell keeps to the top of its row. */
export const AuditGrid = styled(Table)`
  && td,
  && th {
    vertical-align: top;
  }
`;
