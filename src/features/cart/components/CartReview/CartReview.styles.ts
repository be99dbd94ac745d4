import styled from 'styled-components';

export const Review = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const EditLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(1)};
  border-block-end: 1px dashed ${({ theme }) => theme.color.border};
`;

export const Name = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;
