// A data table that is a stack of cards on a phone and rows from a tablet up: below the tablet
// width each row is a card and each cell shows its column's name (data-label) before its value,
// so nothing has to scroll sideways at 375 px.
import styled from 'styled-components';
import { Table } from './Table';

export const CardTable = styled(Table)`
  @media not all and ${({ theme }) => theme.media.tablet} {
    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tbody tr {
      padding-block: ${({ theme }) => theme.space(2)};
      border-block-end: 1px solid ${({ theme }) => theme.color.border};
    }

    tbody tr:last-child {
      border-block-end: 0;
    }

    td,
    tbody tr:last-child td {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(2)};
      padding-block: ${({ theme }) => theme.space(1)};
      border-block-end: 0;
      white-space: normal;
    }

    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.regular};
    }
  }
`;
