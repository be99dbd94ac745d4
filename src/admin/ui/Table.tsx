// The back office's data tables: a labelled, keyboard-scrollable frame (a wide table scrolls
// sideways on a phone instead of breaking the page), header and body cells in logical properties.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  /* The containing block of visually hidden cell text (position: absolute): without it that
     text sits outside the scrolling frame and widens the whole page on a phone. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }

  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }

  th {
    background: ${({ theme }) => theme.color.surfaceTint};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  tbody tr:last-child td {
    border-block-end: 0;
  }
`;

/** A cell whose text may wrap (names, addresses) where the rest stay on one line. */
export const WrapCell = styled.td`
  && {
    white-space: normal;
    min-inline-size: 12rem;
  }
`;

/** The table inside a scrollable region named `label` (focusable so keyboards can scroll it). */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Frame role="region" aria-label={label} tabIndex={0}>
      {children}
    </Frame>
  );
}

/** Prices, codes, numbers and phone numbers read left to right inside either language. */
export const Ltr = styled.bdi.attrs({ dir: 'ltr' })`
  unicode-bidi: isolate;
`;

/** A row of filters above a list: wraps on a phone, labels above their controls. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input,
  select {
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
  }
`;
