import styled from 'styled-components';

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const ToggleIcon = styled.svg`
  inline-size: 20px;
  block-size: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.5;
  stroke-linecap: round;
`;

/** The filters' form: hidden on small screens until the toggle opens it; shown from 1024 px. */
export const Panel = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }

  @media ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const RadioList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RadioLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }

  &:has(input:checked) {
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
