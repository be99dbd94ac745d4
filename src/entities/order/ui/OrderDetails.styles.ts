import styled from 'styled-components';

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

export const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  inline-size: 100%;

  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
  overflow-wrap: anywhere;
`;

export const BlockTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
`;

export const LineList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LineItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(2)};
  border-block-end: 1px dashed ${({ theme }) => theme.color.border};
`;

export const LineName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const LineNumbers = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const AddressBlock = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`;
