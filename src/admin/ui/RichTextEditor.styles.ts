import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/** The toolbar and the text share one frame, which turns red when the field is invalid. */
export const Frame = styled.div<{ $invalid: boolean }>`
  min-inline-size: 0;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceTint};
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
`;

export const Separator = styled.span`
  align-self: stretch;
  inline-size: 1px;
  margin-inline: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.color.border};
`;

const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.color.focus};
  outline-offset: 1px;
`;

export const ToolButton = styled.button<{ $flip: boolean }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.55;
    cursor: default;
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Arrows and list marks point the way the page reads. */
  & > svg {
    transform: ${({ $flip, theme }) => ($flip && theme.dir === 'rtl' ? 'scaleX(-1)' : 'none')};
  }
`;

/** Letters standing for a style (B, I, U, H2) drawn in that style. */
export const Glyph = styled.span<{ $style?: 'bold' | 'italic' | 'underline' }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-style: ${({ $style }) => ($style === 'italic' ? 'italic' : 'normal')};
  text-decoration: ${({ $style }) => ($style === 'underline' ? 'underline' : 'none')};
  font-family: Georgia, 'Times New Roman', serif;
  line-height: 1;
`;

/** The editable text: the storefront's page typography, roomy enough to write a policy. */
export const Text = styled.div`
  & .ProseMirror {
    min-block-size: 220px;
    max-block-size: 70vh;
    overflow-y: auto;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.7;
    text-align: start;
    overflow-wrap: anywhere;
    border-end-start-radius: inherit;
    border-end-end-radius: inherit;

    &:focus {
      ${focusRing}
    }
  }

  & h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  & h2,
  & h3 {
    margin-block: ${({ theme }) => `${theme.space(3)} ${theme.space(1)}`};
  }

  & p {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }

  & ul,
  & ol {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }

  & a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};

  &:empty {
    display: none;
  }
`;

/** The link address form, under the toolbar; not a <form> (it sits inside the page's form). */
export const LinkBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const LinkField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 16rem;
  min-inline-size: 0;

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
