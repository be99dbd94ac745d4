import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT } from '../header/MobileBottomBar.styles';

export const FooterBar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(10)};
  /* Phones: room for the fixed bottom bar so it never covers the rights line. */
  padding-block-end: ${BOTTOM_BAR_HEIGHT};
  background: ${({ theme }) => theme.color.primaryHover};
  color: ${({ theme }) => theme.color.onPrimary};

  @media ${({ theme }) => theme.media.tablet} {
    padding-block-end: 0;
  }

  a {
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Wrap = styled.div`
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.desktop} {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const Trust = styled.div`
  background: ${({ theme }) => theme.color.surfaceTint};
  color: ${({ theme }) => theme.color.text};
`;

export const TrustList = styled(Wrap).attrs({ as: 'ul' })`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-block: 0;
  padding-block: ${({ theme }) => theme.space(6)};
  list-style: none;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const TrustItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const TrustTitle = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const TrustText = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Inner = styled(Wrap)`
  padding-block: ${({ theme }) => theme.space(8)};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(6)};

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, 1fr);
  }

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr 1.6fr;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-style: normal;
`;

export const Brand = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ColumnTitle = styled.h2`
  margin-block-start: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space(1)};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-style: normal;
`;

export const ContactItem = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    margin-block-start: 2px;
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const ContactLink = styled.a`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

export const Badge = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

export const StoreBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Bottom = styled.div`
  border-block-start: 1px solid ${({ theme }) => theme.color.primary};
`;

export const Rights = styled(Wrap).attrs({ as: 'p' })`
  padding-block: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
