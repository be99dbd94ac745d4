import styled, { css } from 'styled-components';

export const Form = styled.form`
  position: relative;
  inline-size: 100%;
`;

export const Field = styled.div`
  display: flex;
  align-items: stretch;
`;

export const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-start-start-radius: ${({ theme }) => theme.radius.pill};
  border-end-start-radius: ${({ theme }) => theme.radius.pill};
  border-inline-end: none;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const SubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 48px;
  border: none;
  border-start-end-radius: ${({ theme }) => theme.radius.pill};
  border-end-end-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.accentStrong};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

export const Listbox = styled.ul<{ $floating: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};

  ${({ $floating, theme }) =>
    $floating
      ? css`
          position: absolute;
          inset-block-start: calc(100% + ${theme.space(1)});
          inset-inline: 0;
          z-index: ${theme.zIndex.overlay};
          box-shadow: ${theme.shadow.raised};
        `
      : css`
          margin-block-start: ${theme.space(3)};
        `}
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.primarySoft};
      outline: 2px solid ${theme.color.primary};
      outline-offset: -2px;
    `}

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }
`;

export const Thumb = styled.img`
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const ThumbPlaceholder = styled.span`
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const OptionTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const OptionPrice = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
