import styled from 'styled-components';

export const Line = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 96px 1fr;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const Picture = styled.img`
  display: block;
  inline-size: 72px;
  block-size: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceTint};

  @media ${({ theme }) => theme.media.tablet} {
    inline-size: 96px;
    block-size: 96px;
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const Name = styled.a`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

export const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const OldPrice = styled.s`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.media.tablet} {
    grid-column: 2;
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
`;

export const StepButton = styled.button`
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Quantity = styled.span`
  min-inline-size: 2.5em;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const LineTotal = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  cursor: pointer;

  svg {
    inline-size: 20px;
    block-size: 20px;
  }

  &:hover {
    background: ${({ theme }) => theme.color.background};
  }
`;
