import styled from 'styled-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { notFound } from '../content/notFound';
import { paths } from '../content/paths';
import { redirectTarget } from '../content/redirects';
import { PageMeta } from '../seo/PageMeta';
import { ButtonLink } from '../ui/Button';
import { FirstPaintMark } from '../ui/FirstPaintMark';
import { Container } from '../ui/layout';

const Wrap = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${(p) => p.theme.section};
  text-align: center;
  h1 {
    font-size: clamp(5rem, 3rem + 10vw, 9rem);
    font-weight: ${(p) => p.theme.weight.heavy};
    line-height: 1;
    background: linear-gradient(120deg, ${(p) => p.theme.color.solutions}, ${(p) => p.theme.color.talent});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  p {
    margin: ${(p) => p.theme.space[4]} 0 ${(p) => p.theme.space[8]};
    font-size: ${(p) => p.theme.text.xl};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** Where a legacy address goes on the client, keeping its other query parameters; the host answers 301 first. */
function useRedirect(): string | undefined {
  const [location] = useLocation();
  const search = useSearch();
  const target = redirectTarget(location);
  if (!target) return undefined;
  const [targetPath = '', targetSearch] = target.split('?');
  const merged = new URLSearchParams(targetSearch);
  new URLSearchParams(search).forEach((v, k) => merged.has(k) || merged.set(k, v));
  const query = merged.toString();
  return query ? `${targetPath}?${query}` : targetPath;
}

/** Any unknown path (docs/decisions/0006-not-found-page-answers-404.md); the static host serves it with status 404. */
export default function NotFoundPage() {
  const redirect = useRedirect();
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <>
      <PageMeta title={notFound.title} description={notFound.text} path="/404" noIndex />
      <Wrap>
        <Container>
          <h1>{notFound.heading}</h1>
          <p>{notFound.text}</p>
          <ButtonLink href={paths.home} $size="lg">
            {notFound.link}
          </ButtonLink>
          <FirstPaintMark />
        </Container>
      </Wrap>
    </>
  );
}
