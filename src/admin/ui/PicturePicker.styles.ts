import styled, { css } from 'styled-components';

/** A fieldset named by its legend; min-inline-size 0 lets it shrink inside a grid cell. */
export const Group = styled.fieldset`
  display: grid;
  /* Beside a taller picker (one with more buttons) its own rows keep their height. */
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/** The picture at most 320 px wide, its space kept by the aspect ratio before it loads. */
export const Preview = styled.div<{ $width: number; $height: number }>`
  inline-size: 100%;
  max-inline-size: 320px;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Empty = styled.p`
  display: grid;
  place-items: center;
  block-size: 100%;
  margin: 0;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: inherit;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const control = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.color.focus};
  outline-offset: 2px;
`;

/** The file input's visible label, drawn as a button (a native file input cannot be styled). */
export const FileLabel = styled.label<{ $busy: boolean }>`
  ${control}
  ${({ $busy }) =>
    $busy &&
    css`
      opacity: 0.6;
      cursor: progress;
    `}
`;

/** Kept focusable and in the tab order; its label shows the focus instead. */
export const FileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
  overflow: hidden;

  &:focus-visible + ${FileLabel} {
    ${focusRing}
  }
`;

export const ActionButton = styled.button`
  ${control}

  &:focus-visible {
    ${focusRing}
  }
`;

/*
 * The live regions stay displayed while empty (an empty paragraph has no height): a region hidden
 * with display: none and then shown is not read out reliably.
 */
export const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
