import styled from 'styled-components';

/** Menu above the section on phones and tablets, beside it from the desktop breakpoint. */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin-block-start: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

export const Content = styled.section`
  min-inline-size: 0;
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;
