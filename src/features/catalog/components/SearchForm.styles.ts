import styled, { css } from 'styled-components';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Form = styled.form`
  ${stack}
`;

/** The same field inside a larger form. */
export const Group = styled.div`
  ${stack}
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const Field = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
