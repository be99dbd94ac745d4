import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** A link that looks like the primary button (rendered `as={Link}`). */
export const BrowseLink = styled(Button)`
  text-decoration: none;
`;
