import { useRouter, type AroundNavHandler } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

type Navigate = (to: string, options?: Parameters<AroundNavHandler>[2]) => void;

/**
 * The router's navigation (its `aroundNav` around wouter's browser `navigate`, as wouter's `<Link>` and
 * `useLocation` call it), without subscribing to the location: a component that only navigates does not re-render
 * on every navigation, as it would with `useLocation()` (docs/decisions/0037-app-links-read-only-whether-they-are-current.md).
 */
export function useNavigate(): Navigate {
  const router = useRouter();
  return (to, options) => router.aroundNav(navigate, to, options);
}
