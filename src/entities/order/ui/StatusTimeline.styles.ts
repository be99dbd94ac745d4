import styled, { css } from 'styled-components';

type State = 'done' | 'current' | 'upcoming' | 'cancelled';

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li<{ $state: State }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme, $state }) => {
    switch ($state) {
      case 'done':
        return css`
          background: ${theme.color.primarySoft};
          color: ${theme.color.primaryHover};
        `;
      case 'current':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          font-weight: ${theme.font.weight.bold};
        `;
      case 'cancelled':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onPrimary};
          font-weight: ${theme.font.weight.bold};
        `;
      default:
        return css`
          background: ${theme.color.background};
          color: ${theme.color.textMuted};
        `;
    }
  }}
`;

export const Dot = styled.span<{ $state: State }>`
  inline-size: 8px;
  block-size: 8px;
  border-radius: 50%;
  background: currentColor;
  opacity: ${({ $state }) => ($state === 'upcoming' ? 0.5 : 1)};
`;

/** The day a step was reached, quieter than its name. */
export const StepDate = styled.time`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  opacity: 0.85;
`;
