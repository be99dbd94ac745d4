import styled from 'styled-components';

/** Shown on screen, left off the printed slip (controls, history, links). */
export const PrintHidden = styled.div`
  @media print {
    display: none !important;
  }
`;

/** The slip's heading line: the shop's name, printed only (the screen has the layout's header). */
export const PrintOnly = styled.p`
  display: none;

  @media print {
    display: block;
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** Main column (what is ordered, by whom, where to) and a side column (what staff do with it). */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
  }

  @media print {
    display: block;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
`;

export const Section = styled.section`
  min-inline-size: 0;

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  @media print {
    margin-block-end: ${({ theme }) => theme.space(4)};
    break-inside: avoid;
  }
`;

/** A framed card in the side column. */
export const Card = styled(Section)`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};
`;

/** Name–value pairs: side by side where there is room, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin-block: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ErrorLine = styled.p`
  margin-block: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CashBlock = styled.div`
  margin-block-start: ${({ theme }) => theme.space(5)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  h3 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
  }
`;
