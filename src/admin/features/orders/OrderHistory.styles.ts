import styled from 'styled-components';

/** A vertical line with a dot per step, on the page's start side. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
`;

export const Event = styled.li`
  position: relative;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: 0 ${({ theme }) => theme.space(4)};
  padding-inline-start: ${({ theme }) => theme.space(4)};

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 6px;
    inset-inline-start: -7px;
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }

  &:last-child {
    padding-block-end: 0;
  }
`;

export const Who = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
