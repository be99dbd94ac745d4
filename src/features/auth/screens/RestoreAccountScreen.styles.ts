import styled from 'styled-components';

/** The one button, full width on phones (its label is long), centred from the small breakpoint up. */
export const Actions = styled.div`
  display: flex;
  justify-content: center;

  & > button {
    flex: 1;
    text-align: center;
  }

  @media ${({ theme }) => theme.media.small} {
    & > button {
      flex: 0 1 auto;
    }
  }
`;

/** The success message and the next step; focused (not tabbable) once the button is gone. */
export const Done = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const NextStep = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  text-align: center;
`;
