import styled from 'styled-components';

export const HeaderBar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space(4)};
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const TopStrip = styled.div`
  background: ${({ theme }) => theme.color.primaryHover};
`;

export const TopInner = styled(Inner)`
  justify-content: space-between;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(1)};
`;

export const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const MainInner = styled(Inner)`
  min-block-size: 64px;
  padding-block: ${({ theme }) => theme.space(2)};
`;

export const BrandLink = styled.a`
  flex: none;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  letter-spacing: 0.02em;
`;

/** The inline search: from tablet width up (phones get the full-screen search). */
export const SearchSlot = styled.div`
  display: none;
  flex: 1;
  max-inline-size: 560px;
  margin-inline: auto;

  @media ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

export const IconRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;

  @media ${({ theme }) => theme.media.tablet} {
    margin-inline-start: 0;
  }
`;

export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

/** Shown below the desktop breakpoint only (the side menu's button). */
export const MenuButton = styled(IconButton)`
  flex: none;

  @media ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** Shown below tablet width only (opens the full-screen search). */
export const SearchButton = styled(IconButton)`
  @media ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/** Hidden on phones, where the bottom bar carries the same link. */
export const WideOnly = styled.span`
  display: none;

  @media ${({ theme }) => theme.media.tablet} {
    display: contents;
  }
`;

export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 20px;
  text-align: center;
`;

export const NavRow = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};

  @media ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

export const NavInner = styled(Inner)`
  min-block-size: 52px;
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceTint};
  }
`;
