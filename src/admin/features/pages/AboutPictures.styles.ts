import styled from 'styled-components';

/** Block, not grid: Chromium sizes a grid fieldset's content wider than the fieldset on a phone. */
export const Fieldset = styled.fieldset`
  display: block;
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > * + * {
    margin-block-start: ${({ theme }) => theme.space(3)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Legend = styled.legend`
  padding-inline: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};

  &:empty {
    display: none;
  }
`;

/** Two pictures side by side on a phone, as many 200 px ones as fit on wider screens. */
export const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(140px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }

  &:empty {
    display: none;
  }
`;

export const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

export const Thumb = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 710 / 425;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export const SmallButton = styled.button`
  flex: 1 1 auto;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover:enabled {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
