import styled, { css } from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const Label = styled.label<{ $required?: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};

  /* A visual mark only (empty alt text): aria-required tells assistive technology, and the
     label's text stays exactly the field's name. */
  ${({ $required, theme }) =>
    $required
      ? `&::after {
          content: '*';
          content: '*' / '';
          color: ${theme.color.danger};
          margin-inline-start: ${theme.space(1)};
        }`
      : ''}
`;

/** Text inputs, selects and text areas share one look; the border turns red when invalid. */
const control = css<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.color.primary};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${control}
  /* A left-to-right value (phone, e-mail, code) still lines up with the page's start edge. */
  &[dir='ltr'] {
    text-align: ${({ theme }) => (theme.dir === 'rtl' ? 'right' : 'left')};
  }
`;

export const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-block-size: 120px;
  resize: vertical;
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

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Checkbox = styled.input`
  inline-size: 20px;
  block-size: 20px;
  margin: 2px 0 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.color.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
