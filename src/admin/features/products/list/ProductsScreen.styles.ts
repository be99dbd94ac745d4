import styled from 'styled-components';
import { Button } from '../../../../shared/ui/Button';
import { Table } from '../../../ui/Table';

/**
 * Cells hold visually hidden texts (absolutely placed): each cell is their containing block, so
 * they stay inside the scrolling frame instead of widening the page on a phone.
 */
export const ProductsTable = styled(Table)`
  th,
  td {
    position: relative;
  }
`;

/** The "new product" link looks like the page's main button, without a link's underline. */
export const NewProductLink = styled(Button)`
  text-decoration: none;
`;

export const TopActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

export const SearchLabel = styled.label`
  flex: 1 1 14rem;

  input {
    inline-size: 100%;
  }
`;

export const ClearButton = styled.button`
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Status = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }
`;

/** A row's box and its hidden name: the whole cell answers a tap (44 px target). */
export const BoxLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  cursor: pointer;
`;

export const RowCheckbox = styled.input`
  inline-size: 20px;
  block-size: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Thumb = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const NoPicture = styled.span`
  display: block;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const NameMain = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The other language's name, in its own direction but lined up with the page's start edge. */
export const NameOther = styled.span`
  display: block;
  text-align: left;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

export const OldPrice = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

/** Stock warnings say so in words; the colour only repeats it. */
export const Badge = styled.span<{ $level: 'out' | 'low' }>`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $level }) => ($level === 'out' ? theme.color.onBadge : theme.color.text)};
  background: ${({ theme, $level }) =>
    $level === 'out' ? theme.color.danger : theme.color.accentSoft};
`;

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const BarField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};

  input,
  select {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
  }

  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const BarHint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

export const BarError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }
`;
