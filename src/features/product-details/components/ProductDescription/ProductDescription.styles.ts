import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};

  @media ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
`;

/** Lines of bones the height of a short description, while the area is held. */
export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 4.8em;
`;

export const Figure = styled.figure`
  max-inline-size: 710px;
`;

export const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
