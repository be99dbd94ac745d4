import styled from 'styled-components';

export const Answer = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
