import styled from 'styled-components';
import { Bone as SkeletonBone } from '../../../../shared/ui/Skeleton';
import { SafeHtml } from '../../../../shared/ui/safeHtml/SafeHtml';

/** The server's text on a card as wide as the pictures below it. */
export const TextCard = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** The text itself keeps a reading measure. */
export const Text = styled(SafeHtml)`
  max-inline-size: 75ch;

  > :first-child {
    margin-block-start: 0;
  }

  > :last-child {
    margin-block-end: 0;
  }
`;

/** Lines of text standing in for the page while it loads. */
export const Bone = styled(SkeletonBone)`
  block-size: 1.1em;
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

export const BoneLines = styled.div`
  max-inline-size: 75ch;
`;

export const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;
