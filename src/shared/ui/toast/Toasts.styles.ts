import styled from 'styled-components';

/** react-toastify reads these custom properties; the toasts take the page font and sit on top. */
export const Region = styled.div`
  --toastify-font-family: ${({ theme }) => theme.font.family};
  --toastify-z-index: ${({ theme }) => theme.zIndex.toast};
  --toastify-color-success: ${({ theme }) => theme.color.badge.available};
  --toastify-color-error: ${({ theme }) => theme.color.danger};
  --toastify-icon-color-success: ${({ theme }) => theme.color.badge.available};
  --toastify-icon-color-error: ${({ theme }) => theme.color.danger};

  /* A printed page (the back office's order slip) carries no passing message. */
  @media print {
    display: none;
  }
`;
