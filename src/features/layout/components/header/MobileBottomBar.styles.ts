import styled from 'styled-components';

/** Height the page keeps free at its end on phones so the bar never covers the footer. */
export const BOTTOM_BAR_HEIGHT = '64px';

export const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  block-size: ${BOTTOM_BAR_HEIGHT};
  padding-block-end: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.color.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  @media ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const BarList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  block-size: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: 0.75rem;
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const BarBadge = styled.span`
  position: absolute;
  inset-block-start: 6px;
  inset-inline-start: calc(50% + 4px);
  min-inline-size: 18px;
  block-size: 18px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;
