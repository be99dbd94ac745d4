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

/** A line under the actor's name: a removed account, with its phone number. */
export const ActorNote = styled(Muted)`
  display: block;
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

/** Rows grow when their changes open: every cell keeps to the top of its row. */
export const AuditGrid = styled(Table)`
  && td,
  && th {
    vertical-align: top;
  }
`;
