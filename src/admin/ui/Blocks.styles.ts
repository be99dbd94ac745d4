// Blocks every back-office page is made of: the line under the title, the row of page actions,
// and the tinted box of an inline form with its title and buttons.
import styled from 'styled-components';

export const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

export const FormBox = styled.div`
  inline-size: 100%;
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const FormTitle = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
