import styled from 'styled-components';

/** Centres content at the site's max width with the fluid gutter. */
export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${(p) => p.theme.layout.gutter};
`;
