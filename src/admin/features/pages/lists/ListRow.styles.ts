import { Link } from 'react-router';
import styled from 'styled-components';

/** The link back to the pages' index, above the title's line. */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A phone stacks a row's parts (place and summary, then the buttons); from a desktop up they sit
 * on one line.
 */
export const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

/** A row opened for editing: the form takes the whole row. */
export const EditRow = styled.li`
  display: block;
`;

/** What a row shows of its entry: a picture beside its texts. */
export const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
`;

export const Texts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A warning inside a row (a video the shop cannot play). */
export const Warning = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A row's picture, small: enough to recognise it. */
export const Thumb = styled.img`
  display: block;
  flex: none;
  inline-size: 64px;
  block-size: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
`;

/** The answer of a question, on at most two lines in the list. */
export const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
`;
