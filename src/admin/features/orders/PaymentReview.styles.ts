import styled from 'styled-components';

/** A warning that stands out from the order's facts: framed in the danger colour. */
export const ReviewBox = styled.section`
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.danger};
  border-inline-start-width: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
  }
`;
