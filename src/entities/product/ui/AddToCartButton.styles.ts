import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';

export const CartButton = styled(Button)`
  svg {
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
