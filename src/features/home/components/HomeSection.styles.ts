import styled from 'styled-components';

export const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.4;
  color: ${({ theme }) => theme.color.text};

  @media ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const ViewAll = styled.a`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Notice = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
`;

/** A category's banner (is_banners_active): 16:5 like the pictures the shop uploads. */
export const BannerLink = styled.a`
  display: block;
  margin-block-end: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceTint};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }
`;

/** A category banner's place before its section comes near the viewport (same box, no picture). */
export const BannerSpace = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};
  aspect-ratio: 1280 / 400;
`;
