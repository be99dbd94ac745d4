import styled from 'styled-components';

/** Two password fields read better at a form's width than across a wide screen. */
export const Narrow = styled.div`
  max-inline-size: 560px;
`;
