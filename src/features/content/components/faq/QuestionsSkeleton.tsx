import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { Bone, Row, Rows } from './QuestionsSkeleton.styles';

const WIDTHS = ['70%', '55%', '82%', '60%', '75%', '50%'] as const;

/** Header-shaped placeholders while the questions load (the accordion's closed rows). */
export function QuestionsSkeleton() {
  const { t } = useTranslation();
  return (
    <Rows role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {WIDTHS.map((width, index) => (
        <Row key={index} aria-hidden="true">
          <Bone $inline={width} $block="14px" />
        </Row>
      ))}
    </Rows>
  );
}
