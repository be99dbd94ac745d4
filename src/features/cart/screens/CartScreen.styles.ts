import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
`;

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EmptyPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const EmptyText = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

/** A link that looks like the primary button (rendered `as={Link}`). */
export const LinkButton = styled(Button)`
  text-decoration: none;
`;

export const Status = styled.p`
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
