// The import/export screen's parts: its three boxes, the file field with its hint, the counts of
// a report, error rows marked in words (and a stripe), and the apply bar.
import styled from 'styled-components';
import { CardTable } from '../../ui/cardTable.styles';

export const Box = styled.section`
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
  }
`;

export const Hint = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The file's label, its hint, then the input, stacked. */
export const FileField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  /* Up to 24rem beside its button; on a phone, no wider than the box. */
  flex: 0 1 24rem;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A file input as wide as the box allows on a phone. */
export const FileInput = styled.input`
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space(2)};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The live line under a button: "Downloaded …", "Imported …". */
export const Status = styled.p`
  min-block-size: 1.5em;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Report = styled.section`
  margin-block-start: ${({ theme }) => theme.space(4)};

  h3 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  h3:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin-block: 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Rows from a tablet up, cards on a phone (each cell names its column). */
export const ReportGrid = styled(CardTable)`
  background: ${({ theme }) => theme.color.surface};

  && td,
  && th {
    vertical-align: top;
  }

  /* A broken row: a stripe at its start beside the words that say so. */
  tr[data-error] td:first-child {
    border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  }

  @media not all and ${({ theme }) => theme.media.tablet} {
    tbody tr {
      padding-inline: ${({ theme }) => theme.space(3)};
    }

    && tr[data-error] td:first-child {
      border-inline-start: 0;
    }

    tbody tr[data-error] {
      border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
    }

    /* Changes and errors take the line under their column's name. */
    td > dl,
    td > ul {
      flex-basis: 100%;
    }
  }

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
  }
`;

export const ErrorText = styled.strong`
  color: ${({ theme }) => theme.color.danger};
`;

export const ApplyBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 44px;
  }

  input[type='checkbox'] {
    inline-size: 20px;
    block-size: 20px;
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
