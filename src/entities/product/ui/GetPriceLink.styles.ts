import styled from 'styled-components';

/** Looks like the add-to-cart button it replaces, in the accent colour. */
export const ChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accentStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accentStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  text-decoration: none;
  transition: background-color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }

  svg {
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;
