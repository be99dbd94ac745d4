import styled from 'styled-components';

export const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};

  @media ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space(10)};
  }
`;

/** Images beside the facts from 1024 px; stacked (images first) on smaller screens. */
export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(10)};
  }
`;

/** Same height as the breadcrumb line, so nothing moves when it arrives. */
export const CrumbSpace = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 1.6em;
`;

export const InfoSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
