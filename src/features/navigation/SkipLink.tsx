import styled from 'styled-components';
import { navigation } from '../../content/navigation';

const Link = styled.a`
  position: absolute;
  left: ${(p) => p.theme.space[4]};
  top: -10rem;
  z-index: ${(p) => p.theme.z.toast};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.textInverse};
  font-weight: ${(p) => p.theme.weight.semibold};
  &:focus {
    top: ${(p) => p.theme.space[2]};
  }
`;

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>{navigation.skipLink}</Link>;
}
