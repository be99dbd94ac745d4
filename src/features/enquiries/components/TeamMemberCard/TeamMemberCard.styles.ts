import styled from 'styled-components';

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;

  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

export const Avatar = styled.div`
  position: relative;
  inline-size: 72px;
  block-size: 72px;
  margin-block-end: ${({ theme }) => theme.space(1)};

  @media ${({ theme }) => theme.media.tablet} {
    inline-size: 96px;
    block-size: 96px;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

export const Photo = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceTint};
`;

export const Initials = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  block-size: 100%;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryHover};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const IconBadge = styled.span`
  position: absolute;
  inset-block-end: -4px;
  inset-inline-end: -4px;
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  border: 3px solid ${({ theme }) => theme.color.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

export const JobTitle = styled.p`
  margin: 0;
  line-height: 1.5;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-start: auto;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  @media ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
