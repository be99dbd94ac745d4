import { useMemo } from 'react';
import { useLanguage } from '../../hooks/useLanguage';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { RichText } from './SafeHtml.styles';

interface SafeHtmlProps {
  /** Server HTML, unsanitised: this component is the only place it is turned into markup. */
  html: string;
  className?: string;
}

/**
 * Server HTML after sanitising (shared/lib/sanitizeHtml: the same markup in a server render and in
 * the browser), its links to the shop's pages in the page's language, in the shop's reading
 * typography.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const language = useLanguage();
  const clean = useMemo(() => sanitizeHtml(html, language), [html, language]);
  return <RichText className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
