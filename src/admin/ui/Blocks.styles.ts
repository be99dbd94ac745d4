// Blocks every back-office page is made of: the line under the title, the row of page actions,
// the tinted box of an inline form with its title and buttons, and a list row's small buttons.
import styled from 'styled-components';

export const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

export const FormBox = styled.div`
  inline-size: 100%;
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const FormTitle = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * A compact secondary button for a row's actions (44 px tall: a finger's target); `$danger` for
 * one that takes something away.
 */
export const SmallButton = styled.button<{ $danger?: boolean }>`
  min-block-size: 44px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.primary)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`;
