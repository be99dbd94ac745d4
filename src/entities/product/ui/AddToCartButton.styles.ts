import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';

export const CartButton = styled(Button)`
  /* A visitor's is a link to /login (useSignInLink): it looks the same. */
  text-decoration: none;

  svg {
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
