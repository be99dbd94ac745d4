import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { RichText } from './SafeHtml.styles';

interface SafeHtmlProps {
  /** Server HTML, unsanitised: this component is the only place it is turned into markup. */
  html: string;
  className?: string;
}

/** Server HTML after DOMPurify (shared/lib/sanitizeHtml), in the shop's reading typography. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <RichText className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
