import styled from 'styled-components';
import { Button } from '../../../../shared/ui/Button';

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  & > div {
    flex: 1 1 auto;
  }
`;

export const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.danger};
`;

export const StorefrontLink = styled.a`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CategoriesFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const BackLink = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
`;
