import styled from 'styled-components';

/** Two fields side by side from the small breakpoint up (names, e-mail and phone, passwords). */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr 1fr;
  }
`;
