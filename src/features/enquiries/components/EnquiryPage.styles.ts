import styled from 'styled-components';
import { PageTitle } from '../../../shared/ui/PageTitle';

/** The h1 of every enquiry page (contact, representative, bulk order), close to its intro. */
export const Title = styled(PageTitle)`
  margin-block-end: ${({ theme }) => theme.space(3)};
`;
/** The sentence under the h1. */
export const Intro = styled.p`
  max-inline-size: 65ch;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.textMuted};
  line-height: 1.7;
`;

/** The h2 of a part of the contact page. */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;

/** A white panel around a form or a block of details. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** The representative and bulk order pages: the title, intro and form at a form's width. */
export const FormPage = styled.div`
  max-inline-size: 640px;
  margin-inline: auto;
`;

/** /contact: the details and the form side by side on a desktop, the form the wider. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
