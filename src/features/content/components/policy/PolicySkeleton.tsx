import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { Bone, Paragraph, Skeleton } from './PolicySkeleton.styles';

/** Line widths of three paragraphs of about the length the policy pages have. */
const PARAGRAPHS = [
  ['100%', '96%', '62%'],
  ['92%', '100%', '88%', '45%'],
  ['98%', '74%'],
] as const;

/** Text-shaped placeholders while a policy page loads, about as tall as the page's text. */
export function PolicySkeleton() {
  const { t } = useTranslation();
  return (
    <Skeleton role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {PARAGRAPHS.map((lines, index) => (
        <Paragraph key={index} aria-hidden="true">
          {lines.map((width, line) => (
            <Bone key={line} $inline={width} $block="14px" />
          ))}
        </Paragraph>
      ))}
    </Skeleton>
  );
}
