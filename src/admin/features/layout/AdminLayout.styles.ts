import styled from 'styled-components';

export const Shell = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  inset-block-start: -100px;
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space(2)};
  }

  /* Printed pages (an order slip) are the page's content alone. */
  @media print {
    display: none;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};

  a {
    color: inherit;
  }

  /* Printed pages (an order slip) are the page's content alone. */
  @media print {
    display: none;
  }
`;

export const ShopName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const HeaderEnd = styled.div`
  margin-inline-start: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Person = styled.p`
  margin: 0;
`;

const headerButton = `
  min-block-size: 44px;
  padding-block: 0;
  padding-inline: 12px;
  border-radius: 999px;
  border: 2px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

export const SignOut = styled.button`
  ${headerButton}
`;

export const MenuButton = styled.button`
  ${headerButton}

  @media ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;

  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
  }
`;

/** A drawer under the header on a phone (shown while open), a fixed side column from a tablet up. */
export const Drawer = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};

  @media ${({ theme }) => theme.media.tablet} {
    display: block;
    flex: 0 0 220px;
    border-block-end: none;
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  }

  /* Printed pages (an order slip) are the page's content alone. */
  @media print {
    display: none;
  }
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: 0;

  a {
    display: block;
    padding-block: ${({ theme }) => theme.space(3)};
    padding-inline: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-inline-start: 4px solid transparent;
  }

  a:hover {
    background: ${({ theme }) => theme.color.surfaceTint};
  }

  a[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space(5)};
  padding-inline: ${({ theme }) => theme.space(4)};

  &:focus {
    outline: none;
  }

  @media print {
    padding: 0;
  }
`;
