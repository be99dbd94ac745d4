import { Grid } from '../../../entities/product/ui/ProductGrid.styles';
import { Bone, CardBone, ImageBone, Lines } from './ListingSkeleton.styles';

/**
 * A page of card-shaped placeholders in the product grid: a square image and the card's text and
 * button area, so the cards replace them without moving what follows.
 */
export function ListingSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <CardBone key={index}>
          <ImageBone />
          <Lines>
            <Bone $width="30%" />
            <Bone $width="90%" />
            <Bone $width="45%" />
            <Bone $width="100%" $height="44px" />
          </Lines>
        </CardBone>
      ))}
    </Grid>
  );
}
