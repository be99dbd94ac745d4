import styled from 'styled-components';

export const Addresses = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

export const AddressCard = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  h3 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  address {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space(1)};
    font-style: normal;
    overflow-wrap: anywhere;
  }
`;

/** Call and chat links beside the number, big enough to tap. */
export const Contact = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 32px;
  }

  @media print {
    a[target='_blank'] {
      display: none;
    }
  }
`;

/** The customer's own words, line breaks kept. */
export const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const CustomerLine = styled.address`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-style: normal;
`;
