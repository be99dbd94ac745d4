import type { ReactNode } from 'react';
import { Card, Intro, Links, Page, Title } from './AuthPanel.styles';

export interface AuthPanelProps {
  /** id of the h1, so the form can be named by it (aria-labelledby). */
  titleId: string;
  title: string;
  intro?: string;
  /** Label of the links block under the form (a <nav>). */
  linksLabel?: string;
  links?: ReactNode;
  /** Wider card for the two-column registration form. */
  wide?: boolean;
  children: ReactNode;
}

/** The card every sign-in screen sits in: the page's h1, an intro, the form, links below. */
export function AuthPanel({
  titleId,
  title,
  intro,
  linksLabel,
  links,
  wide = false,
  children,
}: AuthPanelProps) {
  return (
    <Page aria-labelledby={titleId}>
      <Card $wide={wide}>
        <Title id={titleId}>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
        {links ? <Links aria-label={linksLabel}>{links}</Links> : null}
      </Card>
    </Page>
  );
}
