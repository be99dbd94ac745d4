import styled from 'styled-components';

export const Screen = styled.div<{ $visible: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 0.5s ease;
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};
`;

export const Logo = styled.p`
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
`;

export const Tagline = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
`;
