import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.backdrop};
  animation: ${fadeIn} 0.2s ease;
`;

export const Panel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  inline-size: min(86vw, 340px);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${fadeIn} 0.2s ease;
`;

export const FullScreen = styled(Panel)`
  inset-inline-end: 0;
  inline-size: auto;
  background: ${({ theme }) => theme.color.background};
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

export const SectionTitle = styled.h3`
  margin-block-end: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SearchArea = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;
