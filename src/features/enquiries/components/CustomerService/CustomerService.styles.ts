import styled from 'styled-components';

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

/** A dt/dd pair: the icon and term on one line, the value under the term. */
export const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export const IconCell = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
`;

export const Term = styled.dt`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Value = styled.dd`
  margin: 0;
  padding-inline-start: calc(40px + ${({ theme }) => theme.space(3)});
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;

  address {
    font-style: normal;
  }
`;

export const ValueLink = styled.a`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
