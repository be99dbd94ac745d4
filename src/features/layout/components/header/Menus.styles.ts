import styled from 'styled-components';

export const MenuWrap = styled.div`
  position: relative;
`;

export const MenuToggle = styled.button<{ $tone: 'onPrimary' | 'onSurface' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'onSurface' ? theme.color.primary : 'transparent')};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  & > svg:last-child {
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const MenuPanel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(1)});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-inline-size: 200px;
  max-block-size: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const StartPanel = styled(MenuPanel)`
  inset-inline-end: auto;
  inset-inline-start: 0;
  min-inline-size: 240px;
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuItem = styled.a`
  display: flex;
  align-items: center;
  inline-size: 100%;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const MenuNote = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.danger};
`;
