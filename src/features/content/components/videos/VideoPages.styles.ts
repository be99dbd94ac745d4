import styled from 'styled-components';
import { Title } from '../ContentPage.styles';

/**
 * The page's h1, which takes the focus when another page of videos opens (the links that opened
 * it are gone from under the focus); it is not a control, so it shows no focus ring.
 */
export const PageTitle = styled(Title)`
  &:focus {
    outline: none;
  }
`;
