// A titled panel: the frame of every back-office page (h1 first, for screen readers' outline).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding-block: ${({ theme }) => theme.space(5)};
  padding-inline: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h1`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** `titleId` lets a form on the page be named by the title. */
export function Panel({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <Section>
      <Title id={titleId}>{title}</Title>
      {children}
    </Section>
  );
}
