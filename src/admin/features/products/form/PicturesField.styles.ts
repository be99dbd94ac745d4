import styled from 'styled-components';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';

/** Block, not grid: Chromium sizes a grid fieldset's content wider than the fieldset on a phone. */
export const Pictures = styled.fieldset`
  display: block;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  min-inline-size: 0;

  & > * + * {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }

  & > label {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Legend = styled.legend`
  padding-inline: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const List = styled.ol`
  display: grid;
  /* Two tiles side by side on a phone, as many 180 px tiles as fit from the small breakpoint. */
  grid-template-columns: repeat(auto-fill, minmax(min(128px, 100%), 1fr));

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  }
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const Item = styled.li<{ $main: boolean; $over: boolean }>`
  position: relative;
  min-inline-size: 0;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 2px ${({ $over }) => ($over ? 'dashed' : 'solid')}
    ${({ theme, $main, $over }) =>
      $over ? theme.color.focus : $main ? theme.color.primary : theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: grab;
`;

export const ThumbImage = styled.img`
  inline-size: 100%;
  max-inline-size: 100%;
  block-size: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const MainMark = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-start: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

export const SmallButton = styled.button`
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;

  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export const FileInput = styled.input`
  max-inline-size: 100%;
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }
`;

export const Uploads = styled.div`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const UploadLine = styled.li<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.text)};
`;

export const Announce = styled(VisuallyHidden)``;
