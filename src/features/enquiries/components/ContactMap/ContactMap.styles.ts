import styled, { keyframes } from 'styled-components';

export const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

/** Fixed height: the frame and the flag fill it, so nothing below moves. */
export const FrameBox = styled.div`
  position: relative;
  block-size: 320px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceTint};

  @media ${({ theme }) => theme.media.desktop} {
    block-size: 420px;
  }
`;

export const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;

export const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceTint};
  color: ${({ theme }) => theme.color.text};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  inline-size: 36px;
  block-size: 36px;
  border: 4px solid ${({ theme }) => theme.color.primarySoft};
  border-block-start-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export const OpenLink = styled.a`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  min-block-size: 44px;
  margin-block-start: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  span {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
