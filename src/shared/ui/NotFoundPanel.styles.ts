import styled from 'styled-components';
import { Button } from './Button';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 520px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(16)};
  text-align: center;
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Text = styled.p`
  margin-block-end: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A link that looks like the primary button (rendered `as={Link}`). */
export const HomeLink = styled(Button)`
  text-decoration: none;
`;
