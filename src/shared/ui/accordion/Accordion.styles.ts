import styled, { css } from 'styled-components';

const DURATION = '200ms';

export const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: border-color ${DURATION} ease;
`;

export const Header = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 56px;
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }

  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The chevron (it points to the start side) points to the end side while closed and down when
 * open: left and a quarter turn anticlockwise in Arabic, right and a quarter turn clockwise in
 * English.
 */
export const Icon = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  color: ${({ theme }) => theme.color.primary};
  transition: transform ${DURATION} ease;

  svg {
    inline-size: 100%;
    block-size: 100%;
  }

  ${({ theme, $open }) => {
    const closed = theme.dir === 'rtl' ? 0 : 180;
    const open = theme.dir === 'rtl' ? -90 : 270;
    return css`
      /*! @noflip */
      transform: rotate(${$open ? open : closed}deg);
    `;
  }}
`;

/**
 * The panel stays laid out when closed (a grid row of 0fr, its content clipped) so the height
 * animates without script; [hidden] would drop it at once, so it is shown as a grid and hidden
 * with visibility instead, which keeps it out of the accessibility tree and the tab order and
 * switches only at the end of the closing transition.
 */
export const Panel = styled.div`
  display: grid;
  grid-template-rows: 1fr;
  visibility: visible;
  transition:
    grid-template-rows ${DURATION} ease,
    visibility ${DURATION};

  &[hidden] {
    display: grid;
    grid-template-rows: 0fr;
    visibility: hidden;
  }

  > div {
    min-block-size: 0;
    overflow: hidden;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Body = styled.div`
  padding-block: 0 ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  line-height: 1.8;
`;
