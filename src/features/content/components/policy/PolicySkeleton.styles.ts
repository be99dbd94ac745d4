import styled from 'styled-components';

export const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

export const Paragraph = styled.div`
  display: flex;
  flex-direction: column;
  /* One line of the page's text (1.8 line height) per bone. */
  gap: calc(1.8em - 14px);
`;

export { Bone } from '../../../../shared/ui/Skeleton';
