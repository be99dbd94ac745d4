import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Controls = styled.div`
  display: inline-flex;
  align-items: stretch;
  inline-size: fit-content;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export const StepButton = styled.button`
  inline-size: 44px;
  min-block-size: 44px;
  border: 0;
  background: ${({ theme }) => theme.color.surfaceTint};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const Input = styled.input`
  inline-size: 4.5rem;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    margin: 0;
    appearance: none;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Holds its line even when empty, so the limit message never pushes the button down. */
export const Limit = styled.p`
  min-block-size: 1.6em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.accentStrong};
`;
