import styled from 'styled-components';

/** Holds the page's space while its chunk loads, so the footer does not jump. */
export const PagePlaceholder = styled.div.attrs({ 'aria-busy': true })`
  min-height: 100vh;
`;
