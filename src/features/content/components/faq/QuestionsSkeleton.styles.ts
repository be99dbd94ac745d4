import styled from 'styled-components';

export const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** As tall as a closed accordion header (56 px) with its border. */
export const Row = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 58px;
  box-sizing: border-box;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export { Bone } from '../../../../shared/ui/Skeleton';
