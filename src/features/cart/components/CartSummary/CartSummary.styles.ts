import styled from 'styled-components';

export const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  button,
  a {
    inline-size: 100%;
  }
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    text-align: end;
  }
`;

export const TotalRow = styled.span`
  padding-block-start: ${({ theme }) => theme.space(2)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  && {
    color: ${({ theme }) => theme.color.text};
  }
`;
