import styled, { css } from 'styled-components';

export { Actions, List, NameAr, NameEn, Names, Position } from '../../ui/RowList.styles';

/**
 * A phone stacks a row's parts (grip and place, names, facts, buttons); from a tablet up they sit
 * on one line. The row under a dragged one shows where the drop would put it.
 */
export const Item = styled.li<{ $dragging?: boolean; $over?: boolean }>`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  ${({ $dragging }) =>
    $dragging &&
    css`
      opacity: 0.5;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      box-shadow: inset 0 3px 0 ${theme.color.primary};
    `}

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto auto minmax(12rem, 1fr) minmax(0, 1.2fr) auto;
  }
`;

/** A row opened for editing: the form takes the whole row. */
export const EditItem = styled.li`
  display: block;
`;

export const Grip = styled.span`
  cursor: grab;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
`;

export const Facts = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};

  @media ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
  }
`;

export const Fact = styled.span`
  overflow-wrap: anywhere;
`;

/** The row's banner, small (16:5 at 96 px wide): enough to recognise it. */
export const Thumb = styled.img`
  display: block;
  inline-size: 96px;
  block-size: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
`;

export const FactLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const HiddenBadge = styled.span`
  padding-block: ${({ theme }) => theme.space(0.5)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
